import { Button, Group, Modal, Text } from "@mantine/core";

interface ConfirmDeleteDialogProps {
  opened: boolean;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** For a confirmation other than deleting (cancelling a receipt, say). */
  title?: string;
  confirmLabel?: string;
}

/** An accessible yes/no dialog (focus trapped and returned, Escape cancels) instead of window.confirm. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { opened, question, busy, onConfirm, onCancel, title = "Confirm deletion", confirmLabel = "Delete" } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text>{question}</Text>
      <Group position="right" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
