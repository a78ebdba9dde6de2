import { Anchor, Text } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { assessmentTexts } from "./assessmentContent";

/**
 * The form's own privacy notice, beside its submit button: what the details are for, who sees
 * them, and a link to the privacy page in the page's language (/privacy or /hi/privacy). The lead
 * unifies it with the shared privacy notice of the other forms at merge.
 */
export function AssessmentPrivacyNotice() {
  const texts = useTexts(assessmentTexts);
  return (
    <Text size="sm" sx={{ flex: "1 1 16rem" }}>
      {texts.privacy}{" "}
      <Anchor component={Link} to="/privacy" weight={600}>
        {texts.privacyLink}
      </Anchor>
    </Text>
  );
}
