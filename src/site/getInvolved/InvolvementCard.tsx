import { Paper, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { icon: ReactNode; title: string; text: string; action: ReactNode };

export function InvolvementCard({ icon, title, text, action }: Props) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow="xs"
      sx={{ display: "flex", flexDirection: "column", gap: 12, height: "100%" }}
    >
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text sx={{ flexGrow: 1 }}>{text}</Text>
      <div>{action}</div>
    </Paper>
  );
}
