import { Alert, Button, Group, Text } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { AdminLoading } from "../layout/AdminLoading";
import { AdminTable } from "../layout/AdminTable";
import { SectionCard } from "../layout/SectionCard";
import { formatMoment } from "../settings/staffAccess";
import { identityOf, KIND_LABELS, verificationText, type DataRequest, type DataRequestsApi } from "./dataRequests";

/**
 * Settings -> Data requests (docs/product.md#data-requests): what people asked for on /data-request,
 * oldest first. Each opens the privacy search below with their address or number, and is marked
 * answered once staff have answered it.
 */
export function DataRequestsCard({ api, onSearch }: { api: DataRequestsApi; onSearch: (identity: string) => void }) {
  const [requests, setRequests] = useState<DataRequest[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setRequests(await api.open());
    } catch (error) {
      setRequests([]);
      setFailure((error as Error).message);
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function markAnswered(id: string) {
    setBusy(id);
    setFailure(null);
    try {
      await api.markAnswered(id);
      await reload();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <SectionCard headingId="data-requests-heading" title="Data requests" headingSpace="xs">
      <Text mb="sm">
        What people asked for on the website&apos;s data request page. Act only on a confirmed request; call back those
        who gave a phone number first. Answer within 90 days.
      </Text>
      {failure && (
        <Alert color="red" role="alert" mb="sm">
          {failure}
        </Alert>
      )}
      {requests === null ? (
        <AdminLoading label="Loading data requests" />
      ) : requests.length === 0 ? (
        <Text>No open request.</Text>
      ) : (
        <AdminTable labelledBy="data-requests-heading" columns={["Asked on", "Asks to", "Who", "Checked", ""]}>
          {requests.map((request) => (
            <tr key={request.id}>
              <td>{formatMoment(request.created_at)}</td>
              <td>
                {KIND_LABELS[request.kind] ?? request.kind}
                {request.correction && <Text size="sm">{`“${request.correction}”`}</Text>}
                {request.language === "hi" && <Text size="sm">Asked in Hindi</Text>}
              </td>
              <td>{[request.email, request.phone].filter(Boolean).join(" · ")}</td>
              <td>{verificationText(request)}</td>
              <td>
                <Group spacing="xs" noWrap>
                  <Button size="xs" variant="outline" onClick={() => onSearch(identityOf(request))}>
                    Search their data
                  </Button>
                  <Button size="xs" onClick={() => void markAnswered(request.id)} loading={busy === request.id}>
                    Mark answered
                  </Button>
                </Group>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </SectionCard>
  );
}
