import { Box, CloseButton, getDefaultZIndex } from "@mantine/core";
import {
  forwardRef,
  type KeyboardEvent,
  memo,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
} from "react";

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The dialog's name: a heading, which labels it. */
  title: ReactNode;
  closeLabel: string;
  /** Its width on a screen wide enough, in pixels (Mantine's Modal "lg": 620). */
  width?: number;
  children: ReactNode;
};

const tabbableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab reaches in the dialog, in order: enabled and drawn. */
const tabbables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(tabbableSelector)].filter((element) => element.getClientRects().length > 0);

/**
 * A modal dialog for the public site's dialogs that a tap opens while a phone waits
 * (docs/architecture.md#interaction-to-next-paint). It is part of the page from the start,
 * closed, with its styles written as the page loaded: opening it shows an element that is already
 * there, and the browser restyles that element only. Mantine's Modal mounted a portal, an
 * overlay, a focus trap and a transition and wrote their styles in the tap's own task, which made
 * the browser restyle the whole page (the tap's handler took 70-130 ms at 6× CPU); so does the
 * browser's own `showModal()`, which makes the rest of the page inert (65 ms of restyling at 6×).
 *
 * So it is the `<dialog>` element shown as Mantine's Modal was, `aria-modal`, with what the Modal
 * did in script: focus goes to its first control and Tab stays in it, Escape, the close button
 * and a click beside it close it, and focus returns to what opened it. It scrolls on its own, so
 * the page behind does not move.
 */
export function SiteDialog({ opened, ...frame }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  // Run before the browser paints (React runs a tap's effects at once): the dialog shows, with
  // focus on its first control, the close button, in the frame that answers the tap.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !opened) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.show();
    dialog.querySelector<HTMLElement>("[data-dialog-close]")?.focus({ preventScroll: true });
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [opened]);

  return <DialogFrame ref={ref} {...frame} />;
}

/**
 * The dialog itself. Opening and closing do not redraw it (only `show()` and `close()`): a redraw
 * made each Mantine component serialize its styles again, in the tap's task.
 */
const DialogFrame = memo(
  forwardRef<HTMLDialogElement, Omit<Props, "opened">>(function DialogFrame(
    { onClose, title, closeLabel, width = 620, children },
    ref,
  ) {
    const titleId = useId();
    const onKeyDown = useCallback(
      (event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
          return;
        }
        if (event.key !== "Tab") return;
        const all = tabbables(event.currentTarget);
        const [first, last] = [all[0], all[all.length - 1]];
        if (!first || !last) return;
        const at = document.activeElement;
        const atStart = at === first || at === event.currentTarget || !event.currentTarget.contains(at);
        if (event.shiftKey ? atStart : at === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      },
      [onClose],
    );

    return (
      <Box
        component="dialog"
        ref={ref}
        aria-modal
        aria-labelledby={titleId}
        // A click on its text focuses the dialog, not the page: Escape still reaches it.
        tabIndex={-1}
        onKeyDown={onKeyDown}
        // The dialog's own box is the dimmed screen around its panel: a click there is beside it.
        onClick={(event: MouseEvent) => {
          if (event.target === event.currentTarget) onClose();
        }}
        sx={(theme) => ({
          position: "fixed",
          inset: 0,
          zIndex: getDefaultZIndex("modal"),
          width: "auto",
          height: "auto",
          maxWidth: "none",
          maxHeight: "none",
          margin: 0,
          border: 0,
          padding: `${theme.spacing.xl * 2}px ${theme.spacing.md}px`,
          backgroundColor: "rgba(0, 0, 0, 0.75)",
          color: "inherit",
          overflowY: "auto",
          overscrollBehavior: "contain",
          "&[open]": { display: "flex", justifyContent: "center", alignItems: "flex-start" },
        })}
      >
        <Box
          p="lg"
          sx={(theme) => ({
            width: `min(${width}px, 100%)`,
            backgroundColor: theme.white,
            borderRadius: theme.radius.md,
            boxShadow: theme.shadows.lg,
            wordBreak: "break-word",
          })}
        >
          <Box
            sx={(theme) => ({
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: theme.spacing.md,
              marginBottom: theme.spacing.md,
            })}
          >
            <div id={titleId}>{title}</div>
            <CloseButton iconSize={16} aria-label={closeLabel} onClick={onClose} data-dialog-close />
          </Box>
          {children}
        </Box>
      </Box>
    );
  }),
);
