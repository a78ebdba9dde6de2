import { Button, Group, Modal, Title, type MantineSize } from "@mantine/core";
import type { MouseEvent, ReactNode } from "react";
import { useContentLang } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { LanguageSwitch } from "../layout/LanguageSwitch";
import { useRetained } from "./useRetained";

type Props<T> = {
  /** What to show; null closes the dialog. */
  item: T | null;
  onClose: () => void;
  title: (item: T) => string;
  closeLabel: string;
  size?: MantineSize;
  /**
   * For a dialog with its own address: where its list is. The dialog then renders in place
   * rather than in a portal, so a prerendered page carries it in its HTML, and its close
   * button is a link to the list, which works before (or without) JavaScript. It also offers
   * the language switch, as the header (behind the dialog) does on every other page.
   */
  listPath?: string;
  children: (item: T) => ReactNode;
};

/**
 * A 'Read More' dialog: the item's title, its body, and a close button. Mantine traps focus,
 * closes on Escape and returns focus to what opened it; the content stays through the exit.
 */
export function DetailModal<T>({ item, onClose, title, closeLabel, size = "lg", listPath, children }: Props<T>) {
  const shown = useRetained(item);
  // A title staff wrote in the page's other language gets its own lang; a fixed title needs none.
  const langOf = useContentLang();
  const closeByLink = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size={size}
      centered
      withinPortal={listPath === undefined}
      closeButtonLabel={closeLabel}
      title={
        <Title order={2} size="h3" color="brand.8" lang={shown ? langOf(title(shown)) : undefined}>
          {shown && title(shown)}
        </Title>
      }
    >
      {shown && (
        <>
          {children(shown)}
          <Group position={listPath === undefined ? "right" : "apart"} mt="xl">
            {listPath === undefined ? (
              <Button variant="default" onClick={onClose}>
                {closeLabel}
              </Button>
            ) : (
              <>
                <LanguageSwitch />
                <Button variant="default" component={Link} to={listPath} onClick={closeByLink}>
                  {closeLabel}
                </Button>
              </>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
