import type { ReactNode } from "react";
import { useParams } from "react-router";
import NotFoundPage from "../notFound/NotFoundPage";
import { PageFrame } from "./PageFrame";
import type { PagedRead } from "./pagedReads";
import type { LoadState } from "./usePublishedRead";
import { useReadOf } from "./useReadOf";

/** The page number of <list>/page/<n>: 1 for the list's own address, null for anything that is not a later page. */
export function listPageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(param) && param !== "1" ? Number(param) : null;
}

/** A list's words for its head: its own on the first page, numbered ('… page {page}') after it. */
type PagedTitles = { title: string; description: string; pageTitle: string; pageDescription: string };

/** Page `page`'s title and description. */
export function pagedHead(page: number, texts: PagedTitles): { title: string; description: string } {
  const numbered = (text: string) => text.replace("{page}", String(page));
  return page === 1
    ? { title: texts.title, description: texts.description }
    : { title: numbered(texts.pageTitle), description: numbered(texts.pageDescription) };
}

type Props<T> = {
  /** How the list is read, page by page (declared beside its loader). */
  read: PagedRead<T>;
  titles: PagedTitles;
  intro: ReactNode;
  /** The page's content, given the page's number and its read. */
  children: (page: number, state: LoadState<T>) => ReactNode;
};

/**
 * A paged list (/notice, /events/past): page n of it at <list>/page/<n>, in the page frame and
 * titled by its number. A :page that is not a later page, or one past the last, is the 404 page.
 * Each page is its own content: moving between pages starts from that page's.
 */
export function PagedListPage<T>(props: Props<T>) {
  const page = listPageNumber(useParams().page);
  if (page === null) return <NotFoundPage />;
  return <ListPage key={page} page={page} {...props} />;
}

function ListPage<T>({ page, read, titles, intro, children }: Props<T> & { page: number }) {
  const state = useReadOf(page, read.readKey, read.load);
  if (page > 1 && state.status === "ready" && read.isEmpty(state.data)) return <NotFoundPage />;
  return (
    <PageFrame {...pagedHead(page, titles)} intro={intro}>
      {children(page, state)}
    </PageFrame>
  );
}
