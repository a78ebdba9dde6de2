import { Title, type TitleProps } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  /** The id of the section's h2, which labels it. */
  headingId: string;
  heading: ReactNode;
  /** How the heading sits: its size, alignment and margins. */
  headingProps?: Omit<TitleProps, "order" | "id" | "children">;
  children: ReactNode;
};

/** A section of a page, labelled by its h2 in the brand's colour. */
export function PageSection({ headingId, heading, headingProps, children }: Props) {
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} color="brand.8" {...headingProps}>
        {heading}
      </Title>
      {children}
    </section>
  );
}
