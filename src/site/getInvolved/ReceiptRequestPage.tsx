import { Container, Paper, Text, Title } from "@mantine/core";
import { usePageHead } from "../shared/usePageHead";
import { useTexts } from "../i18n/LanguageContext";
import { receiptRequestTexts } from "./getInvolvedTexts";
import { ReceiptRequestForm } from "./ReceiptRequestForm";

export default function ReceiptRequestPage() {
  const texts = useTexts(receiptRequestTexts);
  usePageHead({ title: texts.metaTitle, description: texts.metaDescription });
  return (
    <Container size="sm" py={48}>
      <Title order={1}>{texts.title}</Title>
      <Text size="lg" mt="sm">
        {texts.lead}
      </Text>
      <Text size="sm" color="dimmed" mt="xs" mb="lg">
        {texts.privacy}
      </Text>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <ReceiptRequestForm />
      </Paper>
    </Container>
  );
}
