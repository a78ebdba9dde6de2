import { SimpleGrid, type MantineNumberSize, type SimpleGridBreakpoint } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  /** Columns on a wide screen. */
  cols: number;
  /** Columns below Mantine's lg, when fewer than `cols` fit there. */
  belowLarge?: number;
  /** Where a phone's single column begins: below xs (576 px), or already below sm (768 px). */
  phone?: "xs" | "sm";
  spacing?: MantineNumberSize;
  children: ReactNode;
};

/** A grid of cards: `cols` across a wide screen, two on a tablet (below md), one on a phone. */
export function CardGrid({ cols, belowLarge, phone = "xs", spacing, children }: Props) {
  const breakpoints: SimpleGridBreakpoint[] = [
    ...(belowLarge ? [{ maxWidth: "lg" as const, cols: belowLarge }] : []),
    { maxWidth: "md" as const, cols: 2 },
    { maxWidth: phone, cols: 1 },
  ];
  return (
    <SimpleGrid cols={cols} spacing={spacing} breakpoints={breakpoints}>
      {children}
    </SimpleGrid>
  );
}
