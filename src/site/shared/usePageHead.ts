import { useContext, useEffect } from "react";
import { useLocation } from "react-router";
import { useLanguage } from "../i18n/LanguageContext";
import { siteOrigin } from "../siteOrigin";
import { fullTitle } from "./headTags";
import { PageHeadContext, type PageHead } from "./pageHead";

type Props = Omit<PageHead, "path" | "language"> & { path?: PageHead["path"] };

/**
 * Declares the page's head. Prerendering writes all of it into the static HTML, where link
 * previews and search engines read it; in the browser, moving to another page updates the
 * title, the description and the canonical link.
 */
export function usePageHead(head: Props) {
  const { pathname } = useLocation();
  const language = useLanguage();
  const full: PageHead = { ...head, language, path: head.path === undefined ? pathname : head.path };
  const server = useContext(PageHeadContext);
  if (server) server.current = full;

  const { title, description, path } = full;
  useEffect(() => {
    document.title = fullTitle(title);
    headElement("meta", "name", "description").setAttribute("content", description);
    const canonical = headElement("link", "rel", "canonical");
    if (path === null) canonical.remove();
    else canonical.setAttribute("href", new URL(path, siteOrigin).href);
  }, [title, description, path]);
}

function headElement(tag: "meta" | "link", attribute: string, value: string): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(`${tag}[${attribute}="${value}"]`);
  if (found) return found;
  const created = document.createElement(tag);
  created.setAttribute(attribute, value);
  document.head.append(created);
  return created;
}
