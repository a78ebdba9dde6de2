import { Button, Group, Modal, Title, type MantineSize } from "@mantine/core";
import type { ReactNode } from "react";
import { useRetained } from "./useRetained";

type Props<T> = {
  /** What to show; null closes the dialog. */
  item: T | null;
  onClose: () => void;
  title: (item: T) => string;
  closeLabel: string;
  size?: MantineSize;
  children: (item: T) => ReactNode;
};

/**
 * A 'Read More' dialog: the item's title, its body, and a close button. Mantine traps focus,
 * closes on Escape and returns focus to what opened it; the content stays through the exit.
 */
export function DetailModal<T>({ item, onClose, title, closeLabel, size = "lg", children }: Props<T>) {
  const shown = useRetained(item);
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size={size}
      centered
      closeButtonLabel={closeLabel}
      title={
        <Title order={2} size="h3" color="brand.8">
          {shown && title(shown)}
        </Title>
      }
    >
      {shown && (
        <>
          {children(shown)}
          <Group position="right" mt="xl">
            <Button variant="default" onClick={onClose}>
              {closeLabel}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
