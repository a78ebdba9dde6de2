import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { AdminTable } from "../layout/AdminTable";
import { SectionCard } from "../layout/SectionCard";
import { formatMoment } from "../settings/staffAccess";
import { inWords } from "../resources/inWords";
import { PERSONAL_DATA_COLUMNS } from "./personalData";
import { PrivacyLogTable } from "./PrivacyLogTable";
import {
  download,
  exportFileName,
  holdText,
  rowKey,
  tableLabel,
  toCsvExport,
  toJsonExport,
  type ErasureOutcome,
  type PersonalDataRow,
  type PrivacyLogEntry,
  type PrivacyRequestsApi,
} from "./privacyRequests";

type Outcome = { ok: boolean; message: string } | null;
type Found = { query: string; rows: PersonalDataRow[] } | null;
/** What a person's data is exported as: one button each, in this order. */
const exportFormats = ["json", "csv"] as const;
type ExportFormat = (typeof exportFormats)[number];

/** A search a data request asks for (src/admin/privacy/DataRequestsCard.tsx): `at` makes each click a new one. */
export type PrivacyPrefill = { query: string; at: number };

/** The declared personal columns of a row, as "value · value". */
function details(row: PersonalDataRow): string {
  const columns = Object.keys(PERSONAL_DATA_COLUMNS[row.table_name] ?? {});
  return columns
    .map((column) => row.data[column])
    .filter((value) => value !== null && value !== undefined && value !== "")
    .map((value) => inWords(value))
    .join(" · ");
}

/** The Erasure column's text: a hold and its reason, or that the row can go; and when its erasure was asked for. */
function erasureText(row: PersonalDataRow): string {
  const asked = row.erasure_requested_at ? ` Erasure asked for on ${formatMoment(row.erasure_requested_at)}.` : "";
  return `${holdText(row) ?? "Can be erased"}${asked}`;
}

const received = (row: PersonalDataRow) =>
  typeof row.data.created_at === "string" ? formatMoment(row.data.created_at) : "";

function erasureSummary(outcomes: ErasureOutcome[]): string {
  const erased = outcomes.reduce((n, o) => n + o.erased, 0);
  const kept = outcomes.filter((o) => o.kept > 0);
  const keptText = kept.map((o) => `${o.kept} ${tableLabel(o.table_name).toLowerCase()} kept: ${o.reason}`).join(" ");
  return `${erased} ${erased === 1 ? "row" : "rows"} erased.${keptText ? ` ${keptText}` : ""}`;
}

/**
 * Settings -> Privacy requests (docs/product.md#privacy-requests): an admin types a person's e-mail
 * address or phone number, sees every row that holds it, exports them for the person, or erases
 * them; the recent requests are listed below. The database decides and logs every action.
 * Rows whose address differs only by dots or a +tag are listed apart, "Possibly the same person",
 * and go into an export or erasure only when ticked (docs/architecture.md#privacy-requests).
 */
export function PrivacyRequestsCard({ api, prefill }: { api: PrivacyRequestsApi; prefill?: PrivacyPrefill | null }) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Found>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [erasing, setErasing] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [log, setLog] = useState<PrivacyLogEntry[] | null>(null);
  /** The near matches staff ticked, as rowKey names them. */
  const [ticked, setTicked] = useState<string[]>([]);
  const exact = found?.rows.filter((row) => row.match !== "near") ?? [];
  const near = found?.rows.filter((row) => row.match === "near") ?? [];
  const queryField = useRef<HTMLInputElement>(null);

  const reloadLog = useCallback(async () => {
    setLog(await api.log().catch(() => []));
  }, [api]);
  useEffect(() => {
    void reloadLog();
  }, [reloadLog]);
  // A data request's "Search their data": the box filled and searched, as if typed.
  useEffect(() => {
    if (!prefill) return;
    setQuery(prefill.query);
    void search(prefill.query);
    // Focus follows the click to the search it started (and the browser scrolls there).
    queryField.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new prefill searches
  }, [prefill]);

  async function search(text: string) {
    setBusy(true);
    setOutcome(null);
    setTicked([]);
    try {
      setFound({ query: text, rows: await api.find(text) });
    } catch (error) {
      setFound(null);
      setOutcome({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
      await reloadLog();
    }
  }

  async function exportAs(format: ExportFormat) {
    if (!found) return;
    setBusy(true);
    try {
      const rows = await api.exportRows(found.query, format, ticked);
      if (format === "json") download(toJsonExport(found.query, rows), exportFileName("json"), "application/json");
      else download(toCsvExport(rows), exportFileName("csv"), "text/csv");
      setOutcome({
        ok: true,
        message: `Exported ${rows.length} ${rows.length === 1 ? "row" : "rows"} as ${format.toUpperCase()}.`,
      });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
      await reloadLog();
    }
  }

  async function erase() {
    if (!found) return;
    setBusy(true);
    try {
      const outcomes = await api.erase(found.query, confirmation, ticked);
      setErasing(false);
      setConfirmation("");
      setTicked([]);
      setFound({ query: found.query, rows: await api.find(found.query) });
      setOutcome({ ok: true, message: erasureSummary(outcomes) });
    } catch (error) {
      setErasing(false);
      setConfirmation("");
      setOutcome({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
      await reloadLog();
    }
  }

  return (
    <SectionCard headingId="privacy-heading" title="Privacy requests" headingSpace="xs">
      <Text mb="sm">
        When someone asks what the foundation holds about them, or asks for it to be erased, type their e-mail address
        or phone number. Every search, export and erasure is recorded.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) void search(query.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="E-mail address or phone number"
            ref={queryField}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            sx={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" loading={busy && !erasing}>
            Search
          </Button>
        </Group>
      </form>

      {found && (
        <Stack mt="md" spacing="sm">
          <Text role="status" weight={600}>
            {exact.length === 0
              ? `Nothing holds ${found.query}.`
              : `${exact.length} ${exact.length === 1 ? "row holds" : "rows hold"} ${found.query}.`}
          </Text>
          {exact.length > 0 && (
            <AdminTable label="Rows holding this person's data" columns={["Kind", "Received", "Details", "Erasure"]}>
              {exact.map((row) => (
                <tr key={rowKey(row)}>
                  <td>{tableLabel(row.table_name)}</td>
                  <td>{received(row)}</td>
                  <td>{details(row)}</td>
                  <td>{erasureText(row)}</td>
                </tr>
              ))}
            </AdminTable>
          )}
          {near.length > 0 && (
            <>
              <Title order={3} size="h5" mt="xs" id="privacy-near-heading">
                Possibly the same person
              </Title>
              <Text>
                {`These rows hold an address that differs from ${found.query} only by dots or a +tag. It may be the same person's, or someone else's: ask them. A row is exported or erased only if you tick it.`}
              </Text>
              <AdminTable
                labelledBy="privacy-near-heading"
                columns={["Include", "Kind", "Received", "Details", "Erasure"]}
              >
                {near.map((row) => {
                  const key = rowKey(row);
                  return (
                    <tr key={key}>
                      <td>
                        <Checkbox
                          aria-label={`Include ${details(row)}`}
                          checked={ticked.includes(key)}
                          onChange={(event) => {
                            const on = event.currentTarget.checked;
                            setTicked((keys) => (on ? [...keys, key] : keys.filter((k) => k !== key)));
                          }}
                        />
                      </td>
                      <td>{tableLabel(row.table_name)}</td>
                      <td>{received(row)}</td>
                      <td>{details(row)}</td>
                      <td>{erasureText(row)}</td>
                    </tr>
                  );
                })}
              </AdminTable>
            </>
          )}
          {exact.length + ticked.length > 0 && (
            <Group>
              {exportFormats.map((format) => (
                <Button
                  key={format}
                  variant="outline"
                  leftIcon={<IconDownload size={18} />}
                  onClick={() => void exportAs(format)}
                  disabled={busy}
                >
                  {`Export ${format.toUpperCase()}`}
                </Button>
              ))}
              <Button color="red" variant="outline" onClick={() => setErasing(true)} disabled={busy}>
                Erase…
              </Button>
            </Group>
          )}
        </Stack>
      )}

      {outcome && (
        <Alert mt="sm" color={outcome.ok ? "green" : "red"} role={outcome.ok ? "status" : "alert"}>
          {outcome.message}
        </Alert>
      )}

      <Modal
        opened={erasing}
        onClose={() => {
          setErasing(false);
          setConfirmation("");
        }}
        title="Erase this person's data?"
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void erase();
          }}
        >
          <Stack spacing="sm">
            <Text>
              Every row holding {found?.query}
              {ticked.length > 0 &&
                ` and the ${ticked.length} ${ticked.length === 1 ? "row" : "rows"} you ticked as possibly the same person`}{" "}
              is deleted for good, except 80G receipt requests the law says to keep: those stay, marked, until their
              time is over.
            </Text>
            <TextInput
              label={`Type ${found?.query ?? ""} to confirm`}
              autoComplete="off"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              data-autofocus
            />
            <Group position="right">
              <Button
                variant="default"
                onClick={() => {
                  setErasing(false);
                  setConfirmation("");
                }}
              >
                Cancel
              </Button>
              <Button type="submit" color="red" loading={busy}>
                Erase
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <PrivacyLogTable log={log} />
    </SectionCard>
  );
}
