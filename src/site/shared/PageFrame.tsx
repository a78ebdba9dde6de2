import { Container, type MantineSize } from "@mantine/core";
import type { ReactNode } from "react";
import { PageIntro } from "./PageIntro";
import { usePageHead } from "./usePageHead";

type Props = {
  /** The page's h1 on its intro band. */
  title: string;
  /** The page's description, for its head. */
  description: string;
  /** The page's title in its head when it is not the h1's (a dialog open over the page). */
  headTitle?: string;
  /** The lead paragraph under the h1. */
  intro?: ReactNode;
  /** The width of the page's content. */
  size?: MantineSize;
  /** When set, the content is a section labelled by the heading with this id. */
  labelledBy?: string;
  children: ReactNode;
  /** What follows the content: a band of its own, the page's dialog. */
  after?: ReactNode;
};

/**
 * The frame of a site page: its head, the intro band with the page's single h1 and lead
 * (PageIntro), then the content in a container with room below it.
 */
export function PageFrame({ title, description, headTitle, intro, size = "lg", labelledBy, children, after }: Props) {
  usePageHead({ title: headTitle ?? title, description });
  const content = (
    <Container size={size} pb={48}>
      {children}
    </Container>
  );
  return (
    <div>
      <PageIntro title={title}>{intro}</PageIntro>
      {labelledBy ? <section aria-labelledby={labelledBy}>{content}</section> : content}
      {after}
    </div>
  );
}
