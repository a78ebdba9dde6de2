import { Container, Paper, Text } from "@mantine/core";
import { useTexts } from "../i18n/LanguageContext";
import { parentName, parentQuoteTexts } from "./getInvolvedTexts";

export function ParentQuote() {
  const parentQuote = useTexts(parentQuoteTexts);
  return (
    <Container size="md" py={48}>
      <Paper
        component="figure"
        radius="lg"
        p="xl"
        m={0}
        sx={(theme) => ({ background: theme.colors.brand[0], textAlign: "center" })}
      >
        <blockquote style={{ margin: 0 }}>
          <Text size="xl" italic>
            “{parentQuote.quote}”
          </Text>
        </blockquote>
        <Text component="figcaption" mt="md" weight={700}>
          — {parentName}, {parentQuote.role}
        </Text>
      </Paper>
    </Container>
  );
}
