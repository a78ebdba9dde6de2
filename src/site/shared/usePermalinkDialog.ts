import { useLocation, useParams } from "react-router";
import { useLocalizedNavigate } from "../i18n/links";

/** Marks a navigation made by a 'Read More' link on the list, so closing can go back to it. */
const openedFromList = { openedFromList: true } as const;

/**
 * A dialog whose item has its own address (/notice/<slug>, /services/<slug>): 'Read More' is a
 * link there, Back closes the dialog, and closing it returns the address to the list. Closing
 * goes back in history when the list opened it (so Back then leaves the list, not reopens the
 * dialog); a dialog opened directly from a shared link is replaced by its list.
 */
export function usePermalinkDialog(listPath: string) {
  const { slug } = useParams();
  const location = useLocation();
  const navigate = useLocalizedNavigate();
  const fromList = (location.state as typeof openedFromList | null)?.openedFromList === true;
  return {
    slug,
    linkState: openedFromList,
    close: () => {
      if (fromList) void navigate(-1);
      else void navigate(listPath, { replace: true });
    },
  };
}
