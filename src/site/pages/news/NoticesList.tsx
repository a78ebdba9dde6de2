import { Paper, Text, Title } from "@mantine/core";
import type { Notice, NoticeType } from "../../../lib/database.types";
import { newsPage } from "../../content/news";
import { formatLongDate } from "../../lib/format";

// A coloured edge tells the kind of notice at a glance; the text never relies on colour alone.
const edgeColours: Record<NoticeType, string> = {
  info: "#1c5d99",
  warning: "#e67700",
  success: "#2b8a3e",
  error: "#c92a2a",
};

type Props = { notices: readonly Notice[] };

export function NoticesList({ notices }: Props) {
  return (
    <section aria-labelledby="notices-heading">
      <Title order={2} id="notices-heading" size="h3" color="brand.8" mb="md">
        {newsPage.noticesHeading}
      </Title>
      {notices.length === 0 ? (
        <Text color="gray.8">{newsPage.noNotices}</Text>
      ) : (
        <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 12 }}>
          {notices.map((notice) => {
            const date = formatLongDate(notice.created_at);
            return (
              <li key={notice.id}>
                <Paper withBorder radius="md" p="md" style={{ borderLeft: `5px solid ${edgeColours[notice.type]}` }}>
                  <Title order={3} size="h5" color="gray.9">
                    {notice.title}
                  </Title>
                  <Text size="sm" color="gray.8" mt={4} style={{ whiteSpace: "pre-line" }}>
                    {notice.content}
                  </Text>
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
