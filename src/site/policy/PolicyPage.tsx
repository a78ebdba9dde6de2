import { useCallback } from "react";
import { useLocation } from "react-router";
import { Anchor, Box, Container, createStyles, Text, Title } from "@mantine/core";
import { grievanceOfficer, siteTexts, telHref } from "../../config/site";
import { withoutLanguage } from "../i18n/language";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { ReadAloud } from "../readAloud/ReadAloud";
import { formatLongDate } from "../shared/format";
import { LoadingState } from "../shared/LoadingState";
import { usePublishedRead } from "../shared/usePublishedRead";
import { usePageHead } from "../shared/usePageHead";
import { fetchPolicyPage, policyKey, policyPaths, policySlugs, type PolicyRow, type PolicySlug } from "./pagesData";
import { PolicyBody } from "./PolicyBody";
import { PrivacyDeclarations } from "./PrivacyDeclarations";
import { policyTexts } from "./policyTexts";

/** The slug of the policy page at `pathname` (/privacy, /hi/terms, ...). */
export function policySlugOf(pathname: string): PolicySlug {
  const path = withoutLanguage(pathname).replace(/\/+$/, "") || "/";
  return policySlugs.find((slug) => policyPaths[slug] === path) ?? "privacy";
}

/**
 * /privacy, /terms and /refund-policy (docs/product.md#policy-pages): the text staff wrote in
 * the admin's Pages, in the page's language, with the date of its last change and the grievance
 * officer's contact. The build renders the text it read; the browser then reads it afresh, so a
 * page written after the build shows at once. A page that does not exist says so.
 */
export default function PolicyPage() {
  const slug = policySlugOf(useLocation().pathname);
  return <PolicyView key={slug} slug={slug} />;
}

function PolicyView({ slug }: { slug: PolicySlug }) {
  const texts = useTexts(policyTexts);
  const load = useCallback(() => fetchPolicyPage(slug), [slug]);
  const state = usePublishedRead(policyKey(slug), load);
  return (
    <Container size="md" py={40}>
      {state.status === "ready" && state.data ? (
        <PolicyText row={state.data} />
      ) : (
        <>
          <FixedHead slug={slug} />
          <Title order={1} id="page-title" color="brand.8">
            {state.status === "ready" ? texts.missingTitle : texts.names[slug]}
          </Title>
          {state.status === "loading" && <LoadingState label={texts.loading} />}
          {state.status === "error" && (
            <Text role="alert" color="red.9" py="xl">
              {texts.error}
            </Text>
          )}
          {state.status === "ready" && (
            <>
              <Text component="p" size="lg" color="gray.9" mt="md">
                {texts.missing}
              </Text>
              <Anchor component={Link} to={paths.home} weight={600} color="brand.8">
                {texts.backHome}
              </Anchor>
            </>
          )}
        </>
      )}
      {slug === "privacy" && <PrivacyDeclarations />}
      <GrievanceOfficer />
    </Container>
  );
}

/** The head of a page whose text is not in (loading, failed, or missing): its fixed name. */
function FixedHead({ slug }: { slug: PolicySlug }) {
  const texts = useTexts(policyTexts);
  usePageHead({ title: texts.names[slug], description: texts.descriptions[slug] });
  return null;
}

/** The element holding the page's text, which 'Listen' reads. */
const policyTextId = "policy-text";

// A printed policy is the text alone: no player on paper.
const useStyles = createStyles({ player: { "@media print": { display: "none" } } });

function PolicyText({ row }: { row: PolicyRow }) {
  const texts = useTexts(policyTexts);
  const { classes } = useStyles();
  const language = useLanguage();
  const langOf = useContentLang();
  const slug = row.slug as PolicySlug;
  const title = language === "hi" ? row.title_hi : row.title_en;
  const body = language === "hi" ? row.body_hi : row.body_en;
  usePageHead({ title, description: texts.descriptions[slug] ?? title });
  const updated = formatLongDate(row.updated_at, language);
  return (
    <article aria-labelledby="page-title">
      <Title order={1} id="page-title" color="brand.8" lang={langOf(title)}>
        {title}
      </Title>
      {updated && (
        <Text component="p" color="gray.8" mt="xs" mb="lg">
          {texts.lastUpdated} <time dateTime={row.updated_at}>{updated}</time>
        </Text>
      )}
      {/* The page is a row of public.pages: its recordings are of that row (docs/architecture.md#read-aloud). */}
      <Box className={classes.player}>
        <ReadAloud item={{ kind: "pages", id: row.id }} target={policyTextId} />
      </Box>
      <PolicyBody text={body} lang={langOf(body)} id={policyTextId} />
    </article>
  );
}

/** The grievance officer (src/config/site.ts), under every policy page. */
function GrievanceOfficer() {
  const texts = useTexts(policyTexts);
  const site = useTexts(siteTexts);
  return (
    <section aria-labelledby="grievance-officer">
      <Title order={2} id="grievance-officer" color="brand.8" size={24} mt={40} mb="sm">
        {texts.grievanceTitle}
      </Title>
      <Text component="p" color="gray.9" mt={0}>
        {texts.grievanceIntro}
      </Text>
      <Text component="ul" color="gray.9" pl={24}>
        <li>
          {texts.email}:{" "}
          <Anchor href={`mailto:${grievanceOfficer.email}`} color="brand.8" underline>
            {grievanceOfficer.email}
          </Anchor>
        </li>
        <li>
          {texts.phone}:{" "}
          <Anchor href={telHref(grievanceOfficer.phone)} color="brand.8" underline>
            {grievanceOfficer.phone}
          </Anchor>
        </li>
        <li>
          {texts.address}: {site.addressLines.join(", ")}
        </li>
      </Text>
      <Anchor component={Link} to={paths.dataRequest} weight={600} color="brand.8" underline>
        {texts.askAboutData}
      </Anchor>
    </section>
  );
}
