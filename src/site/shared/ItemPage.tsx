import { Container } from "@mantine/core";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import NotFoundPage from "../notFound/NotFoundPage";
import { LoadedContent } from "./LoadingState";
import type { ItemRead } from "./pagedReads";
import { usePageHead } from "./usePageHead";
import { useReadOf } from "./useReadOf";

type Props<T> = {
  /** How the item is read by its slug (declared beside its loader). */
  read: ItemRead<T>;
  /** The way back to the list, above the item. */
  back: ReactNode;
  /** The list's head, the page's until the item is in: the tab says where the reader is. */
  listHead: { title: string; description: string };
  loading: string;
  error: string;
  /** The item itself, once read; it declares its own head. */
  children: (data: T) => ReactNode;
};

/**
 * One item's own page (/events/<slug>, /notice/<slug>): the way back to its list, then the item
 * with the route's slug, read. Each item is its own content: moving to another (a neighbour)
 * starts from that one's.
 */
export function ItemPage<T>(props: Props<T>) {
  const slug = useParams().slug ?? "";
  return <ItemView key={slug} slug={slug} {...props} />;
}

function ItemView<T>({ slug, read, back, listHead, loading, error, children }: Props<T> & { slug: string }) {
  const state = useReadOf(slug, read.readKey, read.load);
  if (state.status === "ready" && read.isMissing(state.data)) return <NotFoundPage />;
  return (
    <Container size="md" py={32}>
      {back}
      {state.status === "loading" && <LoadingHead title={listHead.title} description={listHead.description} />}
      <LoadedContent state={state} loading={loading} error={error}>
        {children}
      </LoadedContent>
    </Container>
  );
}

function LoadingHead({ title, description }: { title: string; description: string }) {
  usePageHead({ title, description });
  return null;
}
