import { Card, Group, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps {
  /** The heading's id: the card is a section labelled by its heading. */
  headingId: string;
  title: ReactNode;
  /** Space under the heading. */
  headingSpace?: "xs" | "sm";
  /** A link or button on the heading's line, at its far end (the heading then has no space under it). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The admin's card for one part of a screen (the dashboard's and the settings' sections): a bordered section and its h2. */
export function SectionCard({ headingId, title, headingSpace = "sm", aside, children }: SectionCardProps) {
  const heading = (
    <Title order={2} size="h4" id={headingId} mb={aside ? undefined : headingSpace}>
      {title}
    </Title>
  );
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={headingId}>
      {aside ? (
        <Group position="apart">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
