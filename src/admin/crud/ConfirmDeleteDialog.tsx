import { Button, Group, Modal, Text } from "@mantine/core";

interface ConfirmDeleteDialogProps {
  opened: boolean;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An accessible yes/no dialog (focus trapped and returned, Escape cancels) instead of window.confirm. */
export function ConfirmDeleteDialog({ opened, question, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Confirm deletion" centered>
      <Text>{question}</Text>
      <Group position="right" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
