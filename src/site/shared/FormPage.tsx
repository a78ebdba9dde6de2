import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageHead } from "./usePageHead";

type Props = {
  texts: { metaTitle: string; metaDescription: string; title: string; lead: string };
  /** A line under the lead (the receipt request's word on privacy). */
  note?: string;
  /** What stands between the lead and the card (the assessment page's "Ask us to call you instead"). */
  before?: ReactNode;
  /** A line after the lead (the assessment's link to its easy-read twin). */
  aside?: ReactNode;
  /** The form, on its card. */
  children: ReactNode;
};

/** The page of a visitor form: its head, the h1 and lead, then the form on a card (/assessment, /get_involve/80g-receipt). */
export function FormPage({ texts, note, before, aside, children }: Props) {
  usePageHead({ title: texts.metaTitle, description: texts.metaDescription });
  return (
    <Container size="sm" py={48}>
      <Title order={1}>{texts.title}</Title>
      <Text size="lg" mt="sm" mb={note ? undefined : "lg"}>
        {texts.lead}
      </Text>
      {aside && <Text mb="lg">{aside}</Text>}
      {note && (
        <Text size="sm" color="dimmed" mt="xs" mb="lg">
          {note}
        </Text>
      )}
      {before}
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        {children}
      </Paper>
    </Container>
  );
}
