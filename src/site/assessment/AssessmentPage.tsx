import { Container, Paper, Text, Title } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { usePageHead } from "../shared/usePageHead";
import { assessmentTexts } from "./assessmentTexts";
import { AssessmentForm } from "./AssessmentForm";

/** /assessment and /hi/assessment: a parent asks for their child to be seen (docs/product.md#assessment-request). */
export default function AssessmentPage() {
  const texts = useTexts(assessmentTexts);
  usePageHead({ title: texts.metaTitle, description: texts.metaDescription });
  return (
    <Container size="sm" py={40}>
      <Title order={1}>{texts.title}</Title>
      <Text size="lg" mt="sm" mb="lg">
        {texts.lead}
      </Text>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <AssessmentForm />
      </Paper>
    </Container>
  );
}
