import type { ContactMessage } from "./contactMessage";

/** A message waiting on this device, with the key the server stores it under. */
export type KeptMessage = { key: string; values: ContactMessage; keptAt: string };

export type OutboxDeps = {
  storage: Pick<Storage, "getItem" | "setItem">;
  newKey: () => string;
  /** The browser's Web Locks, shared by every tab of the site; absent in old browsers. */
  locks?: Pick<LockManager, "request">;
};

export const OUTBOX_STORAGE_KEY = "contact-outbox";
const LOCK_NAME = "contact-outbox";

const sameValues = (a: ContactMessage, b: ContactMessage) =>
  (Object.keys(a) as (keyof ContactMessage)[]).every((field) => a[field] === b[field]);

/** The kept messages, oldest first; a missing or damaged store reads as empty. */
export function keptMessages(deps: OutboxDeps): KeptMessage[] {
  try {
    const parsed: unknown = JSON.parse(deps.storage.getItem(OUTBOX_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as KeptMessage[]) : [];
  } catch {
    return [];
  }
}

function save(deps: OutboxDeps, messages: KeptMessage[]) {
  deps.storage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(messages));
}

/**
 * Keeps a message before it is sent, so closing the tab mid-send loses nothing. The same text
 * sent again keeps its key: a retry of a message whose answer was lost is stored once.
 */
export function keepMessage(deps: OutboxDeps, values: ContactMessage, now = new Date()): KeptMessage {
  const messages = keptMessages(deps);
  const existing = messages.find((kept) => sameValues(kept.values, values));
  if (existing) return existing;
  const kept = { key: deps.newKey(), values, keptAt: now.toISOString() };
  save(deps, [...messages, kept]);
  return kept;
}

export function forgetMessage(deps: OutboxDeps, key: string) {
  save(
    deps,
    keptMessages(deps).filter((kept) => kept.key !== key),
  );
}

export type SendResult = "done" | "keep";

const runs = new WeakMap<OutboxDeps, Promise<void>>();

/**
 * Sends what is kept, oldest first, by `send`; a message is forgotten when `send` says "done"
 * (stored, refused, or beyond repair) and the rest wait when it says "keep". Runs in one tab
 * queue behind each other and tabs take turns through a Web Lock; each run reads the store
 * afresh, so a message already sent by an earlier run or another tab is not sent again.
 */
export function sendKeptMessages(deps: OutboxDeps, send: (kept: KeptMessage) => Promise<SendResult>): Promise<void> {
  const run = async () => {
    for (const kept of keptMessages(deps)) {
      if ((await send(kept)) === "keep") return;
      forgetMessage(deps, kept.key);
    }
  };
  const inTurn = async () => {
    if (deps.locks) await deps.locks.request(LOCK_NAME, run);
    else await run();
  };
  const next = (runs.get(deps) ?? Promise.resolve()).then(inTurn, inTurn);
  runs.set(deps, next);
  return next;
}
