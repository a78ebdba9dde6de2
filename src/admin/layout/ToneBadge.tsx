import { Badge } from "@mantine/core";
import type { ReactNode } from "react";

interface ToneBadgeProps {
  color: string;
  children: ReactNode;
  title?: string;
}

/**
 * A badge whose colour is only a hint: tinted background and border, near-black text.
 * Mantine's own badge text (shade 6) is below 4.5:1 on white for green, yellow and gray.
 */
export function ToneBadge({ color, children, title }: ToneBadgeProps) {
  return (
    <Badge
      color={color}
      variant="light"
      title={title}
      sx={(theme) => ({
        color: theme.colors.gray[9],
        border: `1px solid ${theme.colors[color]?.[5] ?? theme.colors.gray[5]}`,
      })}
    >
      {children}
    </Badge>
  );
}
