import { Button, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "../i18n/links";
import { useContentLang } from "../i18n/LanguageContext";
import { RowImage } from "./FallbackImage";
import type { ImageColumns } from "./responsiveImage";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";

type Props = {
  /** The row the card shows: its picture, or `fallback` when it has none. */
  row: ImageColumns & { title: string };
  fallback: string;
  /** The card whose picture a phone shows on arrival (the page's largest paint): fetched at once and first. */
  first: boolean;
  /** What stands above the title: when, where, the source. */
  children: ReactNode;
  summary: string;
  /** The link to the row's own page, and its words; the row's title follows them for screen readers. */
  to: string;
  linkState?: unknown;
  linkText: string;
};

/**
 * A card on a list of events or articles: its 16:9 picture, what it is about, the title, a
 * three-line summary and a link to its own page.
 */
export function ListCard({ row, fallback, first, children, summary, to, linkState, linkText }: Props) {
  const langOf = useContentLang();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      shadow="xs"
      style={{ display: "flex", flexDirection: "column", height: "100%", overflow: "hidden" }}
    >
      <RowImage
        row={row}
        first={first}
        sizes="(max-width: 576px) 100vw, 360px"
        fallback={fallback}
        width={640}
        height={360}
        style={{ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" }}
      />
      <div style={{ padding: 16, display: "flex", flexDirection: "column", flexGrow: 1 }}>
        {children}
        <InEnglishSoFar row={row} />
        <Title order={3} size="h4" color="brand.8" mt={4} lineClamp={2} lang={langOf(row.title)}>
          {row.title}
        </Title>
        <Text color="gray.8" size="sm" mt="xs" lineClamp={3} style={{ flexGrow: 1 }} lang={langOf(summary)}>
          {summary}
        </Text>
        <Button component={Link} to={to} state={linkState} variant="light" mt="md" style={{ alignSelf: "flex-start" }}>
          {linkText}
          <span className="visually-hidden" lang={langOf(row.title)}>
            : {row.title}
          </span>
        </Button>
      </div>
    </Paper>
  );
}
