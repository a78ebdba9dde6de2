import { Paper, Text, Title, useMantineTheme, type MantineTheme } from "@mantine/core";
import type { Notice, NoticeType } from "../../lib/database.types";
import { newsTexts } from "./newsTexts";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { formatLongDate } from "../shared/format";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";

// A coloured edge tells the kind of notice at a glance; the text never relies on colour alone.
const edgeColour = (theme: MantineTheme, type: NoticeType): string =>
  ({
    info: theme.colors.brand[6],
    warning: theme.colors.yellow[9],
    success: theme.colors.green[9],
    error: theme.colors.red[9],
  })[type];

type Props = { notices: readonly Notice[] };

export function NoticesList({ notices }: Props) {
  const theme = useMantineTheme();
  const news = useTexts(newsTexts);
  const language = useLanguage();
  const langOf = useContentLang();
  return (
    <section aria-labelledby="notices-heading">
      <Title order={2} id="notices-heading" size="h3" color="brand.8" mb="md">
        {news.noticesHeading}
      </Title>
      {notices.length === 0 ? (
        <Text color="gray.8">{news.noNotices}</Text>
      ) : (
        <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 12 }}>
          {notices.map((notice) => {
            const date = formatLongDate(notice.created_at, language);
            return (
              <li key={notice.id}>
                <Paper
                  withBorder
                  radius="md"
                  p="md"
                  style={{ borderLeft: `5px solid ${edgeColour(theme, notice.type)}` }}
                >
                  <Title order={3} size="h5" color="gray.9" lang={langOf(notice.title)}>
                    {notice.title}
                  </Title>
                  <Text
                    size="sm"
                    color="gray.8"
                    mt={4}
                    style={{ whiteSpace: "pre-line" }}
                    lang={langOf(notice.content)}
                  >
                    {notice.content}
                  </Text>
                  <InEnglishSoFar row={notice} mt="xs" />
                  {date && (
                    <Text size="xs" color="gray.8" mt="xs">
                      <time dateTime={notice.created_at}>{date}</time>
                    </Text>
                  )}
                </Paper>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
