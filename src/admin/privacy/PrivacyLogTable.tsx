import { Text, Title } from "@mantine/core";
import { AdminLoading } from "../layout/AdminLoading";
import { AdminTable } from "../layout/AdminTable";
import { formatMoment } from "../settings/staffAccess";
import type { PrivacyLogEntry } from "./privacyRequests";

const ACTION_LABELS: Record<string, string> = { search: "Searched", export: "Exported", erase: "Erased" };

/**
 * The recent privacy requests (public.privacy_request_log): the address or number only masked, and
 * how often the same person was asked about among them, matched by the log's keyed hash
 * (docs/architecture.md#privacy-requests).
 */
export function PrivacyLogTable({ log }: { log: PrivacyLogEntry[] | null }) {
  const times = new Map<string, number>();
  for (const entry of log ?? []) times.set(entry.query_hash, (times.get(entry.query_hash) ?? 0) + 1);
  return (
    <>
      <Title order={3} size="h5" mt="lg" mb="xs" id="privacy-log-heading">
        Recent requests
      </Title>
      {log === null ? (
        <AdminLoading label="Loading recent requests" />
      ) : log.length === 0 ? (
        <Text>No request yet.</Text>
      ) : (
        <AdminTable labelledBy="privacy-log-heading" columns={["When", "By", "Action", "About", "Rows", "Kept"]}>
          {log.map((entry) => (
            <tr key={entry.id}>
              <td>{formatMoment(entry.at)}</td>
              <td>{entry.staff_email ?? "—"}</td>
              <td>
                {ACTION_LABELS[entry.action] ?? entry.action}
                {entry.format ? ` (${entry.format.toUpperCase()})` : ""}
              </td>
              <td>
                {entry.query_masked}
                {(times.get(entry.query_hash) ?? 0) > 1 &&
                  ` (the same person ${times.get(entry.query_hash)} times here)`}
              </td>
              <td>{entry.rows}</td>
              <td>{entry.kept}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
