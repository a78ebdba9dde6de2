import type { EasyReadPointRow } from "../easyRead/easyReadData";
import { Points } from "../easyRead/EasyReadPage";
import { useEffect, useState, type ReactNode } from "react";
import { useParams } from "react-router";
import { Anchor, Box, Container, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import type { Advisory, Doctor, NewsArticle, Notice, Photo, Testimonial } from "../../lib/database.types";
import { restAs } from "../../lib/rest";
import { inLanguage } from "../../lib/translatable";
import { storedAccessToken } from "../../lib/staffSession";
import { AdvisorCard } from "../advisory/AdvisorCard";
import { AdvisorModal } from "../advisory/AdvisorModal";
import { GalleryTile } from "../about/GalleryTile";
import { DoctorCard } from "../doctors/DoctorCard";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { ArticleBody } from "../news/ArticlePage";
import { NoticesList } from "../news/NoticesList";
import NotFoundPage from "../notFound/NotFoundPage";
import { LoadingState } from "../shared/LoadingState";
import { responsiveSources } from "../shared/responsiveImage";
import { usePageHead } from "../shared/usePageHead";
import { TestimonialCard } from "../testimonials/TestimonialCard";
import { previewTexts, type PreviewTexts } from "./previewTexts";
import { EventCard } from "../events/EventCard";
import type { PublicEvent } from "../events/eventsData";
import type { PublicVisitStep } from "../firstVisit/firstVisitData";
import { StoryStep } from "../firstVisit/StoryStep";
import { previewState, previewTables, type PreviewRow, type PreviewTable } from "./previewState";

/**
 * /preview/<table>/<id> (docs/product.md#preview): a row of content as the public site will show it,
 * for signed-in staff only, with a banner saying it is a preview and whether it is published.
 * Never prerendered (no page of the build, not in the sitemap) and never indexed. The row is read
 * through the site's PostgREST reader with the staff member's own access token (src/lib/staffSession.ts),
 * so row level security lets staff read drafts and scheduled rows; anyone else gets nothing.
 */
export default function PreviewPage() {
  const { table = "", id = "" } = useParams();
  if (!previewTables.includes(table as PreviewTable)) return <NotFoundPage />;
  return <Preview key={`${table}/${id}`} table={table as PreviewTable} id={id} />;
}

type Loaded =
  { status: "loading" } | { status: "staffOnly" } | { status: "error" } | { status: "ready"; row: PreviewRow | null };

function usePreviewRow(table: PreviewTable, id: string): Loaded {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    const token = storedAccessToken();
    if (!token) return setState({ status: "staffOnly" });
    let live = true;
    restAs(token)
      .from(table)
      .select("*")
      .eq("id", id)
      .maybeSingle()
      .then(({ data, error, status }) => {
        if (!live) return;
        // An expired or foreign token: PostgREST answers 401.
        if (status === 401) setState({ status: "staffOnly" });
        // A malformed id is not a record (22P02: invalid input syntax for type uuid).
        else if (error && error.code !== "22P02") setState({ status: "error" });
        else setState({ status: "ready", row: (data as PreviewRow | null) ?? null });
      });
    return () => {
      live = false;
    };
  }, [table, id]);
  return state;
}

/** No search engine indexes a preview, and it has no canonical address. */
function useNoIndex(after: unknown) {
  useEffect(() => {
    document.head.querySelector('link[rel="canonical"]')?.remove();
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const added = !robots;
    if (!robots) {
      robots = document.createElement("meta");
      robots.name = "robots";
      document.head.append(robots);
    }
    robots.content = "noindex";
    return () => {
      if (added) robots?.remove();
    };
  }, [after]);
}

function Preview({ table, id }: { table: PreviewTable; id: string }) {
  const texts = useTexts(previewTexts);
  const state = usePreviewRow(table, id);
  // As the public page in this language will show it (src/lib/translatable.ts).
  const language = useLanguage();
  usePageHead({ title: texts.title, description: texts.description, path: null });
  useNoIndex(state);
  return (
    <Container size="md" py={32}>
      {state.status === "loading" && <LoadingState label={texts.loading} />}
      {state.status === "error" && (
        <Text role="alert" align="center" color="red.9" py="xl">
          {texts.error}
        </Text>
      )}
      {state.status === "staffOnly" && <StaffOnly texts={texts} />}
      {state.status === "ready" && !state.row && (
        <>
          <Title order={1} color="brand.8">
            {texts.title}
          </Title>
          <Text mt="md">{texts.notFound}</Text>
        </>
      )}
      {state.status === "ready" && state.row && (
        <Shown table={table} row={inLanguage(state.row, language)} texts={texts} />
      )}
    </Container>
  );
}

function StaffOnly({ texts }: { texts: PreviewTexts }) {
  return (
    <Box py="xl">
      <Title order={1} color="brand.8">
        {texts.staffOnly}
      </Title>
      <Text mt="md">{texts.staffOnlyText}</Text>
      <Anchor href="/admin" weight={600} color="brand.8" mt="md" sx={{ display: "inline-block" }}>
        {texts.signIn}
      </Anchor>
    </Box>
  );
}

/** The banner above the preview: that it is one, and the row's state (draft, scheduled, ended, published). */
function Banner({ row, texts, heading }: { row: PreviewRow; texts: PreviewTexts; heading: boolean }) {
  const language = useLanguage();
  const state = previewState(row);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    }).format(new Date(iso));
  const line = {
    draft: texts.draft,
    scheduled: texts.scheduled.replace("{time}", time(row.publish_at)),
    ended: texts.ended.replace("{time}", time(row.ends_at ?? row.publish_at)),
    published: texts.live,
  }[state];
  const title = state === "published" ? texts.published : texts.notPublished;
  return (
    <Paper
      data-preview-banner=""
      withBorder
      radius="md"
      p="md"
      mb="lg"
      sx={(theme) => ({ background: theme.colors.yellow[0], borderLeft: `5px solid ${theme.colors.yellow[9]}` })}
    >
      {heading ? (
        <Title order={1} size="h3" color="gray.9">
          {title}
        </Title>
      ) : (
        <Text weight={700} size="lg" color="gray.9">
          {title}
        </Text>
      )}
      <Text color="gray.9" mt={4}>
        {line}
      </Text>
    </Paper>
  );
}

/** The row as its public page shows it, with the page's own components. */
function Shown({ table, row, texts }: { table: PreviewTable; row: PreviewRow; texts: PreviewTexts }) {
  const [advisor, setAdvisor] = useState<Advisory | null>(null);
  // An article is a page of its own, titled by its own heading; the others are a card on their page.
  if (table === "news_articles") {
    return (
      <>
        <Banner row={row} texts={texts} heading={false} />
        <ArticleBody article={row as unknown as NewsArticle} newer={null} older={null} />
      </>
    );
  }
  // Notices are a list; the others a card, in the two-column grid of their page.
  let card: ReactNode;
  switch (table) {
    case "doctors":
      card = <DoctorCard doctor={row as unknown as Doctor} />;
      break;
    case "advisories":
      card = (
        <>
          <AdvisorCard advisor={row as unknown as Advisory} onOpen={setAdvisor} />
          <AdvisorModal advisor={advisor} onClose={() => setAdvisor(null)} />
        </>
      );
      break;
    case "testimonials":
      card = <TestimonialCard testimonial={row as unknown as Testimonial} />;
      break;
    case "events":
      card = <EventCard event={row as unknown as PublicEvent} />;
      break;
    // A step of the first visit story, as the story shows it (its place in the story and its
    // player aside: the preview is of the form's text, which no recording is of yet).
    case "visit_steps":
      card = <StoryStep step={row as unknown as PublicVisitStep} n={1} total={1} first order={2} readAloud={false} />;
      break;
    // A point of an easy-read page, as its page shows it.
    case "easy_read_points":
      card = <Points points={[row as unknown as EasyReadPointRow]} />;
      break;
    case "photos": {
      const photo = row as unknown as Photo;
      const image = {
        ...responsiveSources(photo.image_url, photo.image_small_url, photo.image_width, photo.image_height),
        alt: photo.image_alt,
        caption: photo.caption ?? photo.image_alt,
        width: photo.image_width,
        height: photo.image_height,
      };
      card = <GalleryTile image={image} eager first onOpen={() => {}} />;
      break;
    }
  }
  return (
    <>
      <Banner row={row} texts={texts} heading />
      {table === "notices" ? (
        <NoticesList notices={[row as unknown as Notice]} />
      ) : (
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          {card}
        </SimpleGrid>
      )}
    </>
  );
}
