// notify-staff: e-mails one staff recipient about one stored record (a contact message, a receipt
// request, an assessment request, an event registration, a gift recorded in the ledger, a data
// request) (docs/architecture.md, "Staff alerts"); and the code of a data request to the address
// the person gave (kind data_request_code, docs/architecture.md#privacy-requests). Whoever calls it (the local backend's dispatcher, or
// pg_cron through pg_net on a hosted project) marks the alert sent when it answers 200, and
// tries again later on any other answer; this function keeps no state of its own.
import nodemailer from "npm:nodemailer@10.6.0";
import {
  assessmentRequestMail,
  dataRequestMail,
  contactMessageMail,
  digestMail,
  donationMail,
  eventRegistrationMail,
  receiptRequestMail,
  type AlertKind,
  type AlertMail,
  type DigestItem,
} from "./compose.ts";
import { dataRequestCodeMail } from "./dataRequestCode.ts";
import { callerOf } from "../_shared/caller.ts";
import { mailSettings, projectSettings } from "../_shared/settings.ts";

const project = projectSettings();
/** A new secret key goes in `apikey` only (it is no JWT); a legacy service-role key is its own bearer too. */
const secretKeyHeaders: Record<string, string> = project.secretKey.startsWith("sb_")
  ? { apikey: project.secretKey }
  : { apikey: project.secretKey, Authorization: `Bearer ${project.secretKey}` };
const mailing = mailSettings();
const TABLES: Record<AlertKind, string> = {
  contact_message: "contact_messages",
  receipt_request: "receipt_requests",
  assessment_request: "assessment_requests",
  event_registration: "event_registrations",
  donation: "donations",
  data_request: "data_requests",
};

interface Alert {
  /** staff_notifications.id, a bigint: a number or its digits. */
  id: number | string;
  kind: AlertKind;
  record_id: string;
  recipient: string;
  /** A digest (the recipient's hourly cap was passed): every record it announces. */
  items?: { kind: AlertKind; record_id: string }[];
}

const isKind = (kind: unknown): kind is AlertKind => typeof kind === "string" && Object.hasOwn(TABLES, kind);

function parseAlert(body: unknown): Alert | null {
  if (!body || typeof body !== "object") return null;
  const { id, kind, record_id, recipient, items } = body as Record<string, unknown>;
  const validId = typeof id === "number" || (typeof id === "string" && /^\d{1,19}$/.test(id));
  if (!validId || typeof recipient !== "string") return null;
  if (kind === "digest") {
    if (!Array.isArray(items) || items.length === 0 || items.length > 500) return null;
    const parsed = items.map((item: Record<string, unknown>) =>
      item && isKind(item.kind) && typeof item.record_id === "string"
        ? { kind: item.kind, record_id: item.record_id }
        : null,
    );
    if (parsed.some((item) => item === null)) return null;
    const first = parsed[0]!;
    return {
      id: id as number | string,
      kind: first.kind,
      record_id: first.record_id,
      recipient,
      items: parsed as Alert["items"],
    };
  }
  if (typeof record_id !== "string" || !isKind(kind)) return null;
  return { id: id as number | string, kind, record_id, recipient };
}

/** The record as stored now, read with the service-role key; null once it is deleted. */
async function readRecord(kind: AlertKind, id: string): Promise<Record<string, unknown> | null> {
  // An assessment request's child and health details, and a gift's donor, PAN and amount, are never
  // read here: those alerts need the id only.
  // An assessment request's kind says whether it is a call back, and nothing of the family.
  const columns =
    kind === "assessment_request"
      ? "id,created_at,kind"
      : kind === "donation" || kind === "data_request"
        ? "id,created_at"
        : "*";
  const url = `${project.url}/rest/v1/${TABLES[kind]}?id=eq.${encodeURIComponent(id)}&select=${columns}`;
  const response = await fetch(url, { headers: secretKeyHeaders });
  if (!response.ok) throw new Error(`reading the ${kind} failed: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as Record<string, unknown>[];
  return rows[0] ?? null;
}

const transport = nodemailer.createTransport({
  ...mailing.smtp,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
});

function mailFor(alert: Alert, record: Record<string, unknown>): AlertMail {
  const siteUrl = mailing.siteUrl;
  if (alert.kind === "assessment_request") return assessmentRequestMail(record as never, siteUrl);
  if (alert.kind === "event_registration") return eventRegistrationMail(record as never, siteUrl);
  if (alert.kind === "donation") return donationMail(record as never, siteUrl);
  if (alert.kind === "data_request") return dataRequestMail(record as never, siteUrl);
  return alert.kind === "contact_message"
    ? contactMessageMail(record as never, siteUrl)
    : receiptRequestMail(record as never, siteUrl);
}

/** A data request's code e-mail: { id, kind: 'data_request_code', record_id: <request id>, recipient }. */
function parseCodeMail(body: unknown): { id: string; requestId: string; recipient: string } | null {
  if (!body || typeof body !== "object") return null;
  const { id, kind, record_id, recipient } = body as Record<string, unknown>;
  if (kind !== "data_request_code" || typeof recipient !== "string" || typeof record_id !== "string") return null;
  if (!(typeof id === "number" || (typeof id === "string" && /^\d{1,19}$/.test(id)))) return null;
  return { id: String(id), requestId: record_id, recipient };
}

/** The unsent, unexpired code of a request (public.data_request_code_mail); null when there is none. */
async function readCode(requestId: string): Promise<{ code: string; expires_at: string } | null> {
  const response = await fetch(`${project.url}/rest/v1/rpc/data_request_code_mail`, {
    method: "POST",
    headers: { ...secretKeyHeaders, "Content-Type": "application/json" },
    body: JSON.stringify({ request_id: requestId }),
  });
  if (!response.ok) throw new Error(`reading the code failed: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { code: string; expires_at: string }[];
  return rows[0] ?? null;
}

async function sendCode({ id, requestId, recipient }: { id: string; requestId: string; recipient: string }) {
  const found = await readCode(requestId);
  // Expired, used, or sent already: nothing to send, and nothing to try again.
  if (!found) return Response.json({ sent: false, reason: "The code is no longer to be sent." }, { status: 410 });
  const minutes = Math.max(1, Math.round((Date.parse(found.expires_at) - Date.now()) / 60_000));
  const messageId = `<data-request-code-${id}@${new URL(mailing.siteUrl).hostname}>`;
  try {
    await transport.sendMail({
      from: mailing.from,
      to: recipient,
      messageId,
      ...dataRequestCodeMail(found.code, minutes),
    });
  } catch (error) {
    return Response.json({ sent: false, reason: `SMTP: ${(error as Error).message}` }, { status: 502 });
  }
  return Response.json({ sent: true });
}

Deno.serve(async (req) => {
  // Only a secret key may ask: anyone else could make it mail a record to any address.
  const asked = await callerOf(req, project);
  if ("refused" in asked) return asked.refused;
  if (asked.caller.kind !== "service") {
    return Response.json({ error: "Only the service role may send staff alerts." }, { status: 403 });
  }
  const body: unknown = await req.json().catch(() => null);
  const codeMail = parseCodeMail(body);
  if (codeMail) return sendCode(codeMail);
  const alert = parseAlert(body);
  if (!alert) {
    return Response.json(
      {
        error:
          "Send { id, kind: 'contact_message' | 'receipt_request' | 'assessment_request' | 'event_registration' | 'donation' | 'data_request' | 'data_request_code', record_id, recipient }, or { id, kind: 'digest', recipient, items: [{ kind, record_id }] }.",
      },
      { status: 400 },
    );
  }
  let mail: AlertMail;
  if (alert.items) {
    const found: DigestItem[] = [];
    for (const item of alert.items) {
      const record = await readRecord(item.kind, item.record_id);
      // The row is as the table stores it; the kind names the table it was read from.
      if (record) found.push({ kind: item.kind, row: record } as unknown as DigestItem);
    }
    // Every record deleted before the digest went out: nothing to announce.
    if (found.length === 0)
      return Response.json({ sent: false, reason: "The records no longer exist." }, { status: 410 });
    mail = digestMail(found, mailing.siteUrl);
  } else {
    const record = await readRecord(alert.kind, alert.record_id);
    // Deleted before its alert went out: nothing to announce, and nothing to try again.
    if (!record) return Response.json({ sent: false, reason: "The record no longer exists." }, { status: 410 });
    mail = mailFor(alert, record);
  }
  const from = mailing.from;
  // One Message-ID per alert: should a crash make the dispatcher send it twice, mail clients show one.
  const messageId = `<staff-alert-${alert.id}@${new URL(mailing.siteUrl).hostname}>`;
  try {
    await transport.sendMail({ from, to: alert.recipient, messageId, ...mail });
  } catch (error) {
    return Response.json({ sent: false, reason: `SMTP: ${(error as Error).message}` }, { status: 502 });
  }
  return Response.json({ sent: true });
});
