import { useLocation, useParams } from "react-router";
import { useLocalizedNavigate } from "../i18n/links";

/** Marks a navigation made by a 'Read More' link on a list, so leaving the item can go back to it. */
export const openedFromList = { openedFromList: true } as const;

/** Whether the list opened this address ('Read More'), rather than a shared link or a reload. */
export function isOpenedFromList(state: unknown): boolean {
  return (state as typeof openedFromList | null)?.openedFromList === true;
}

/**
 * A way back to an item's list: back in history when the list opened the item (so the reader
 * returns to their place, and Back then leaves the list rather than reopening the item); from
 * an item opened directly, the list replaces it.
 */
export function useBackToList(listPath: string) {
  const location = useLocation();
  const navigate = useLocalizedNavigate();
  const fromList = isOpenedFromList(location.state);
  return () => {
    if (fromList) void navigate(-1);
    else void navigate(listPath, { replace: true });
  };
}

/**
 * A dialog whose item has its own address (/services/<slug>): 'Read More' is a link there, Back
 * closes the dialog, and closing it returns the address to the list (`useBackToList`).
 */
export function usePermalinkDialog(listPath: string) {
  const { slug } = useParams();
  return { slug, linkState: openedFromList, close: useBackToList(listPath) };
}
