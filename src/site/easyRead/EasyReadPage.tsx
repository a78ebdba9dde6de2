import { useCallback } from "react";
import { useLocation } from "react-router";
import { Anchor, Box, Container, Text, Title } from "@mantine/core";
import { easyReadSlugs, type EasyReadSlug } from "../../lib/easyRead";
import { easyReadPageIds } from "../../lib/easyReadPageIds";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";
import { withoutLanguage } from "../i18n/language";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { ReadAloud } from "../readAloud/ReadAloud";
import { easyReadPath, paths } from "../paths";
import { LoadingState } from "../shared/LoadingState";
import { usePageHead } from "../shared/usePageHead";
import { usePublishedRead } from "../shared/usePublishedRead";
import { easyReadKey, fetchEasyReadPage, type EasyReadPointRow } from "./easyReadData";
import { easyReadTexts } from "./easyReadTexts";
import { Pictogram } from "./pictograms";

/** The full page each easy-read page is the twin of, which it links back to. */
export const fullPageOf: Record<EasyReadSlug, string> = {
  home: paths.home,
  services: paths.services,
  assessment: paths.assessment,
  "first-visit": paths.firstVisit,
  contact: paths.contact,
  giving: paths.getInvolved,
};

/** The easy-read page at `pathname` (/easy-read/home, /hi/easy-read/giving, ...). */
export function easyReadSlugOf(pathname: string): EasyReadSlug {
  const path = withoutLanguage(pathname).replace(/\/+$/, "");
  return easyReadSlugs.find((slug) => easyReadPath(slug) === path) ?? "home";
}

/**
 * /easy-read/<page> (docs/product.md#easy-read): a page a worried parent needs first, in easy
 * words: its title, then one idea a line in large type, each with its picture, and the way back
 * to the full page. The points are what staff wrote in the admin's Easy read, prerendered and
 * refreshed in the browser like every list; on the Hindi page each in Hindi where staff wrote it.
 */
export default function EasyReadPage() {
  const slug = easyReadSlugOf(useLocation().pathname);
  return <EasyReadView key={slug} slug={slug} />;
}

function EasyReadView({ slug }: { slug: EasyReadSlug }) {
  const texts = useTexts(easyReadTexts);
  const load = useCallback(() => fetchEasyReadPage(slug), [slug]);
  const state = usePublishedRead(easyReadKey(slug), load);
  usePageHead({ title: texts.titles[slug], description: texts.descriptions[slug] });
  const back = (
    <Anchor component={Link} to={fullPageOf[slug]} weight={600} color="brand.8" underline size={20} data-full-page-link>
      {texts.backToFullPage}
    </Anchor>
  );
  return (
    <Container size="sm" py={32}>
      {back}
      {/* The whole page is one item: its recording is of the page, not of a point (docs/architecture.md#read-aloud). */}
      <ReadAloud item={{ kind: "easy_read_pages", id: easyReadPageIds[slug] }} target="easy-read-text" />
      {/* The page's text in one element, for the read-aloud button to read. */}
      <Box component="article" id="easy-read-text" aria-labelledby="page-title" mt="md">
        <Title order={1} id="page-title" color="brand.8" size={34} mb="lg">
          {texts.titles[slug]}
        </Title>
        {state.status === "loading" && <LoadingState label={texts.loading} />}
        {state.status === "error" && (
          <Text role="alert" color="red.9" size={22}>
            {texts.error}
          </Text>
        )}
        {state.status === "ready" &&
          (state.data.length > 0 ? (
            <Points points={state.data} />
          ) : (
            <Text component="p" size={22}>
              {texts.empty}
            </Text>
          ))}
      </Box>
      {back}
    </Container>
  );
}

/** One idea a line, each beside its picture, in type a tired parent reads on a small phone. */
export function Points({ points }: { points: EasyReadPointRow[] }) {
  const langOf = useContentLang();
  return (
    <Box component="ul" p={0} m={0} mb="xl" sx={{ listStyle: "none" }}>
      {points.map((point) => (
        <Box
          component="li"
          key={point.id}
          py="md"
          sx={(theme) => ({
            display: "flex",
            alignItems: "center",
            gap: 20,
            borderBottom: `1px solid ${theme.colors.gray[3]}`,
          })}
        >
          <Box sx={(theme) => ({ flex: "none", color: theme.colors.brand[8], lineHeight: 0 })}>
            <Pictogram picture={point.picture} size={56} />
          </Box>
          <div>
            <Text component="p" m={0} size={22} color="gray.9" sx={{ lineHeight: 1.5 }} lang={langOf(point.text)}>
              {point.text}
            </Text>
            <InEnglishSoFar row={point} />
          </div>
        </Box>
      ))}
    </Box>
  );
}
