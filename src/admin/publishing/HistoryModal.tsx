import { Box, Button, Group, Modal, Table, Text, Title } from "@mantine/core";
import { useCustomMutation, useInvalidate, useList, useNotification } from "@refinedev/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import type { ResourceDeclaration } from "../resources/types";
import { AdminLoading } from "../layout/AdminLoading";
import { failureToast } from "../crud/failureToast";
import { changedFields, describeChange, entryTitle, type HistoryEntry, restoreLabel, withdrawnNote } from "./history";
import { formatDateTime } from "../../lib/format";

interface HistoryModalProps {
  declaration: ResourceDeclaration;
  /** One record's history; without it, the latest changes of the whole table (deleted records too). */
  rowId?: string;
  onClose: () => void;
}

const LIMIT = 30;

/** "History": who changed what and when, field by field, each change undone in one click. */
export function HistoryModal({ declaration, rowId, onClose }: HistoryModalProps) {
  const { open: notify } = useNotification();
  const invalidate = useInvalidate();
  const restore = useCustomMutation();
  const { result, query } = useList<HistoryEntry>({
    resource: "change_history",
    filters: [
      { field: "table_name", operator: "eq", value: declaration.table },
      ...(rowId ? [{ field: "row_id", operator: "eq" as const, value: rowId }] : []),
    ],
    sorters: [
      { field: "changed_at", order: "desc" },
      { field: "id", order: "desc" },
    ],
    pagination: { pageSize: LIMIT, currentPage: 1, mode: "server" },
    errorNotification: failureToast("Failed to load the history"),
  });
  const entries = result.data;

  function undo(entry: HistoryEntry) {
    restore.mutate(
      {
        url: "rpc/restore_history",
        method: "post",
        values: { history_id: entry.id },
        errorNotification: failureToast("Failed to restore"),
      },
      {
        onSuccess: () => {
          notify?.({ type: "success", message: "Restored. The change is in the history too." });
          void invalidate({ resource: declaration.table, invalidates: ["list"] });
          void invalidate({ resource: "change_history", invalidates: ["list"] });
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={rowId ? "History of this record" : `History: ${declaration.texts.title}`}
      size="xl"
    >
      {query.isLoading ? (
        <AdminLoading />
      ) : entries.length === 0 ? (
        <Text>No changes recorded yet.</Text>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 24 }}>
          {entries.map((entry) => {
            const changes = changedFields(entry, declaration);
            const undoLabel = restoreLabel(entry);
            return (
              <Box component="li" key={entry.id}>
                <Group position="apart" align="flex-start">
                  <div>
                    <Title order={2} size="h5">
                      {rowId ? describeChange(entry) : `${entryTitle(entry, declaration)}: ${describeChange(entry)}`}
                    </Title>
                    <Text size="sm" sx={(theme) => ({ color: theme.colors.gray[7] })}>
                      <time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time>
                    </Text>
                  </div>
                  {undoLabel && (
                    <Button
                      size="xs"
                      variant="default"
                      leftIcon={<IconArrowBackUp size={16} />}
                      disabled={restore.mutation.isPending}
                      onClick={() => undo(entry)}
                    >
                      {undoLabel}
                    </Button>
                  )}
                </Group>
                {entry.withdrawn && (
                  <Text size="sm" mt={4}>
                    {withdrawnNote(entry)}
                  </Text>
                )}
                {changes.length > 0 && (
                  <Table fontSize="sm" mt={4} sx={{ "th, td": { wordBreak: "normal" } }}>
                    <thead>
                      <tr>
                        <th scope="col">Field</th>
                        <th scope="col">Before</th>
                        <th scope="col">After</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changes.map((change) => (
                        <tr key={change.field}>
                          {/* No cell breaks inside a word ("Excer pt"). Mantine's table sets word-break:
                              break-word, which (like overflow-wrap: anywhere) lets a column shrink below its
                              longest word; with word-break: normal and overflow-wrap: break-word only a word
                              longer than the whole line wraps. */}
                          <th scope="row" style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                            {change.label}
                          </th>
                          <td style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>{change.before}</td>
                          <td style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>{change.after}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </Modal>
  );
}
