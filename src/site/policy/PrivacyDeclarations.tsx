import { Anchor, Text, Title } from "@mantine/core";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { LoadingState } from "../shared/LoadingState";
import { usePublishedRead } from "../shared/usePublishedRead";
import { fetchPrivacyNotice, noticeKey } from "./pagesData";
import { policyTexts } from "./policyTexts";

/**
 * The privacy notice's part no one writes by hand (docs/product.md#policy-pages): for every table
 * of personal data, where it comes from, what it holds, why, and how long it is kept, read from
 * public.privacy_notice() (the declarations the privacy requests and the retention job follow);
 * the rules for children's data (DPDP Act, section 9); and the way to the data request page.
 */
export function PrivacyDeclarations() {
  const texts = useTexts(policyTexts).notice;
  const language = useLanguage();
  const state = usePublishedRead(noticeKey, fetchPrivacyNotice);
  return (
    <>
      <section aria-labelledby="privacy-declarations">
        <Title order={2} id="privacy-declarations" color="brand.8" size={24} mt={40} mb="sm">
          {texts.title}
        </Title>
        <Text component="p" color="gray.9" mt={0}>
          {texts.intro}
        </Text>
        {state.status === "loading" && <LoadingState label={texts.loading} />}
        {/* Plain text, not an alert: when the page itself failed, its own alert says so once. */}
        {state.status === "error" && <Text color="red.9">{texts.error}</Text>}
        {state.status === "ready" &&
          state.data.map((row) => (
            <article key={row.table_name} aria-labelledby={`notice-${row.table_name}`}>
              <Title order={3} id={`notice-${row.table_name}`} size={19} mt="lg" mb={4} color="gray.9">
                {language === "hi" ? row.source_hi : row.source_en}
              </Title>
              <Text component="dl" color="gray.9" m={0}>
                <dt>
                  <strong>{texts.what}</strong>
                </dt>
                <dd>{language === "hi" ? row.data_hi : row.data_en}</dd>
                <dt>
                  <strong>{texts.why}</strong>
                </dt>
                <dd>{language === "hi" ? row.purpose_hi : row.purpose_en}</dd>
                <dt>
                  <strong>{texts.howLong}</strong>
                </dt>
                {row.kept.map((kept) => (
                  <dd key={kept.en}>{language === "hi" ? kept.hi : kept.en}</dd>
                ))}
              </Text>
            </article>
          ))}
      </section>
      <section aria-labelledby="children-data">
        <Title order={2} id="children-data" color="brand.8" size={24} mt={40} mb="sm">
          {texts.childrenTitle}
        </Title>
        <Text component="ul" color="gray.9" pl={24} mt={0}>
          {texts.childrenRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Text>
      </section>
      <section aria-labelledby="data-rights">
        <Title order={2} id="data-rights" color="brand.8" size={24} mt={40} mb="sm">
          {texts.rightsTitle}
        </Title>
        <Text component="p" color="gray.9" mt={0}>
          {texts.rightsIntro}{" "}
          <Anchor component={Link} to={paths.dataRequest} weight={600} color="brand.8" underline>
            {texts.ask}
          </Anchor>
        </Text>
      </section>
    </>
  );
}
