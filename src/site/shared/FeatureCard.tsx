import { Paper, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { icon: ReactNode; title: string; text: string; headingOrder?: 2 | 3 };

/** A soft card with an icon, a heading and a short text: pillars, mission items, focus areas. */
export function FeatureCard({ icon, title, text, headingOrder = 3 }: Props) {
  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" h="100%">
      <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={headingOrder} size="h4" mt="md" mb="xs" color="brand.8">
        {title}
      </Title>
      <Text color="gray.8">{text}</Text>
    </Paper>
  );
}
