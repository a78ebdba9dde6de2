import { Container, Text, Title, type MantineSize } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  /** The id of the section's h2, which labels it. */
  headingId: string;
  title: string;
  /** The muted line under the heading. */
  intro: string;
  size?: MantineSize;
  /** The section's own id, for links to it (/#contact); a heading clear of the top when scrolled to. */
  anchor?: string;
  children: ReactNode;
};

/** A section of the home page with its centred h2 and a muted line under it, then its content. */
export function HomeSection({ headingId, title, intro, size = "lg", anchor, children }: Props) {
  return (
    <section aria-labelledby={headingId} id={anchor} style={anchor ? { scrollMarginTop: 16 } : undefined}>
      <Container size={size} py={48}>
        <Title order={2} id={headingId} align="center">
          {title}
        </Title>
        <Text align="center" color="dimmed" mb="xl">
          {intro}
        </Text>
        {children}
      </Container>
    </section>
  );
}
