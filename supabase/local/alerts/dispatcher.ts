import type postgres from "postgres";

/** One pending row of public.staff_notifications. */
export interface PendingAlert {
  /** A bigint, which postgres.js reads as a string. */
  id: string;
  kind:
    | "contact_message"
    | "receipt_request"
    | "assessment_request"
    | "event_registration"
    | "donation"
    | "data_request"
    | "data_request_code";
  record_id: string;
  recipient: string;
  attempts: number;
  /** Queued past the recipient's hourly cap: sent with the recipient's other due digest rows as one e-mail. */
  digest: boolean;
  /** For a digest: every record it announces, this row's first. */
  items?: { kind: PendingAlert["kind"]; record_id: string }[];
}

export interface RetryPolicy {
  /** The wait after the first failure; each later failure doubles it, up to maxMs. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 10_000, maxMs: 10 * 60_000 };
/**
 * How often due alerts are looked for. Polling only, no LISTEN: a LISTEN connection re-subscribes
 * whenever it closes, one more thing racing a shutdown when Postgres dies under the backend
 * (docs/decisions/051-patching-postgresjs-patch-package.md, "Patching postgres.js"). A second's delay costs an alert nothing.
 */
const DEFAULT_POLL_MS = 1_000;

/** What the function's answer means: sent, gone for good (the record was deleted), or try again. */
export type Outcome = { sent: true } | { gone: true } | { retry: string };

export function retryDelayMs(failuresBefore: number, policy: RetryPolicy): number {
  return Math.min(policy.baseMs * 2 ** Math.min(failuresBefore, 30), policy.maxMs);
}

/**
 * The local backend's stand-in for pg_cron + pg_net (docs/architecture.md, "Staff alerts"): takes
 * one due alert at a time under `for update skip locked`, has the notify-staff function send it,
 * and in the same transaction marks it sent, drops it (record deleted) or sets its next attempt.
 *
 * A digest row (past the recipient's hourly cap, the baseline's "Staff alerts") is sent together with the
 * recipient's other due digest rows, as one e-mail, and all of them are marked together.
 *
 * At least once, not at most once: the row stays locked and unsent while the function sends, so
 * a crash after the SMTP server took the e-mail but before the commit sends it again on the next
 * start (with the same Message-ID). Marking first would instead lose the alert in that crash.
 */
export function startAlertDispatcher(options: {
  sql: postgres.Sql;
  /** `signal` ends a call still under way when the backend stops; the alert is then tried again later. */
  send: (alert: PendingAlert, signal: AbortSignal) => Promise<Outcome>;
  retry?: RetryPolicy;
  pollMs?: number;
  log: (line: string) => void;
}) {
  const retry = options.retry ?? DEFAULT_RETRY;
  let stopped = false;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;

  async function sendOne(): Promise<boolean> {
    return options.sql.begin(async (tx) => {
      const [alert] = await tx<PendingAlert[]>`
        select id, kind, record_id, recipient, attempts, digest from public.staff_notifications
        where sent_at is null and next_attempt_at <= now()
        order by next_attempt_at, id
        limit 1
        for update skip locked`;
      if (!alert) return false;
      // A digest row takes the recipient's other due digest rows with it: one e-mail for all.
      const rows = alert.digest
        ? [
            alert,
            ...(await tx<PendingAlert[]>`
              select id, kind, record_id, recipient, attempts, digest from public.staff_notifications
              where sent_at is null and digest and recipient = ${alert.recipient}
                and next_attempt_at <= now() and id <> ${alert.id}
              order by id
              for update skip locked`),
          ]
        : [alert];
      if (alert.digest) alert.items = rows.map(({ kind, record_id }) => ({ kind, record_id }));
      const ids = rows.map((row) => row.id);
      const outcome = await options
        .send(alert, stopping.signal)
        .catch((error: Error): Outcome => ({ retry: error.message }));
      if ("sent" in outcome) {
        await tx`update public.staff_notifications
          set sent_at = now(), attempts = attempts + 1, last_error = null where id in ${tx(ids)}`;
      } else if ("gone" in outcome) {
        await tx`delete from public.staff_notifications where id in ${tx(ids)}`;
      } else {
        const waitMs = retryDelayMs(alert.attempts, retry);
        await tx`update public.staff_notifications
          set attempts = attempts + 1, last_error = ${outcome.retry.slice(0, 1000)},
              next_attempt_at = now() + make_interval(secs => ${waitMs / 1000})
          where id in ${tx(ids)}`;
        options.log(`alert ${alert.id} not sent (${outcome.retry}); next try in ${waitMs / 1000} s`);
      }
      return true;
    });
  }

  /** Sends every due alert; a call while running makes the running pass look once more. */
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await sendOne()));
        } catch (error) {
          if (!stopped) options.log(`dispatching alerts failed: ${(error as Error).message}`);
        }
      } while (again && !stopped);
    })().finally(() => (running = null));
    return running;
  }

  const timer = setInterval(() => void wake(), options.pollMs ?? DEFAULT_POLL_MS);
  void wake();

  return {
    wake,
    async stop() {
      stopped = true;
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}

/** Sends through the notify-staff function, with the secret key in `apikey`, as pg_net does on a hosted project. */
export function viaNotifyStaff(apiUrl: () => string, secretKey: string, name: string) {
  return async (alert: PendingAlert, stopping: AbortSignal): Promise<Outcome> => {
    const { id, kind, record_id, recipient, items } = alert;
    const response = await fetch(`${apiUrl()}/functions/v1/${name}`, {
      method: "POST",
      headers: { apikey: secretKey, "Content-Type": "application/json" },
      body: JSON.stringify(items ? { id, kind: "digest", recipient, items } : { id, kind, record_id, recipient }),
      // The function's first start downloads its npm: packages (worker.ts allows 180 s for that).
      signal: AbortSignal.any([stopping, AbortSignal.timeout(200_000)]),
    });
    if (response.ok) return { sent: true };
    if (response.status === 410) return { gone: true };
    return { retry: `${response.status} ${(await response.text()).slice(0, 300)}` };
  };
}
