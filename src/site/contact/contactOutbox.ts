import type { ContactMessage } from "./contactMessage";

/**
 * A message waiting on this device, with the key the server stores it under. `V`: the form's
 * values (the contact form's by default; the assessment request keeps its own in its own outbox).
 */
export type KeptMessage<V = ContactMessage> = { key: string; values: V; keptAt: string };

export type OutboxDeps = {
  storage: Pick<Storage, "getItem" | "setItem">;
  newKey: () => string;
  /** The browser's Web Locks, shared by every tab of the site; absent in old browsers. */
  locks?: Pick<LockManager, "request">;
  /** The store's key and the lock's name: one outbox per form. The contact form's by default. */
  name?: string;
};

export const OUTBOX_STORAGE_KEY = "contact-outbox";

const storeName = (deps: OutboxDeps) => deps.name ?? OUTBOX_STORAGE_KEY;

// Values are plain JSON (texts, lists, flags): the same values serialise alike, as they were kept.
export const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The kept messages, oldest first; a missing or damaged store reads as empty. */
export function keptMessages<V = ContactMessage>(deps: OutboxDeps): KeptMessage<V>[] {
  try {
    const parsed: unknown = JSON.parse(deps.storage.getItem(storeName(deps)) ?? "[]");
    return Array.isArray(parsed) ? (parsed as KeptMessage<V>[]) : [];
  } catch {
    return [];
  }
}

function save<V>(deps: OutboxDeps, messages: KeptMessage<V>[]) {
  deps.storage.setItem(storeName(deps), JSON.stringify(messages));
}

/**
 * Keeps a message before it is sent, so closing the tab mid-send loses nothing. The same text
 * sent again keeps its key: a retry of a message whose answer was lost is stored once.
 */
export function keepMessage<V = ContactMessage>(deps: OutboxDeps, values: V, now = new Date()): KeptMessage<V> {
  const messages = keptMessages<V>(deps);
  const existing = messages.find((kept) => sameValues(kept.values, values));
  if (existing) return existing;
  const kept = { key: deps.newKey(), values, keptAt: now.toISOString() };
  save(deps, [...messages, kept]);
  return kept;
}

export function forgetMessage(deps: OutboxDeps, key: string) {
  save(
    deps,
    keptMessages<unknown>(deps).filter((kept) => kept.key !== key),
  );
}

export type SendResult = "done" | "keep";

/** Where the last answer to a kept message is told to the other tabs (each hears a storage event). */
const answerName = (deps: OutboxDeps) => `${storeName(deps)}-answer`;

/** The answer a kept message had, as the tab that sent it tells the others. */
export type HeardAnswer<V, A> = { key: string; values: V; answer: A };

/**
 * Tells the site's other tabs the answer a kept message had. Any tab may send what the outbox
 * keeps (the first to hear the network return takes the lock); the tab the visitor typed it in
 * hears this and shows the answer there too (thanks, and the form emptied), so the text is not
 * left in its form to be sent twice. A full or blocked storage only loses the telling.
 */
export function tellAnswer<V, A>(deps: OutboxDeps, kept: Pick<KeptMessage<V>, "key" | "values">, answer: A) {
  const heard: HeardAnswer<V, A> = { key: kept.key, values: kept.values, answer };
  try {
    deps.storage.setItem(answerName(deps), JSON.stringify(heard));
  } catch {
    // Only the other tabs' news is lost: the message itself was answered.
  }
}

/** The answer another tab told (tellAnswer), from a storage event; null for any other event. */
export function heardAnswer<V, A>(
  deps: OutboxDeps,
  event: Pick<StorageEvent, "key" | "newValue">,
): HeardAnswer<V, A> | null {
  if (event.key !== answerName(deps) || !event.newValue) return null;
  try {
    return JSON.parse(event.newValue) as HeardAnswer<V, A>;
  } catch {
    return null;
  }
}

const runs = new WeakMap<OutboxDeps, Promise<void>>();

/**
 * Sends what is kept, oldest first, by `send`; a message is forgotten when `send` says "done"
 * (stored, refused, or beyond repair) and the rest wait when it says "keep". Runs in one tab
 * queue behind each other and tabs take turns through a Web Lock; each run reads the store
 * afresh, so a message already sent by an earlier run or another tab is not sent again.
 */
export function sendKeptMessages<V = ContactMessage>(
  deps: OutboxDeps,
  send: (kept: KeptMessage<V>) => Promise<SendResult>,
): Promise<void> {
  const run = async () => {
    for (const kept of keptMessages<V>(deps)) {
      if ((await send(kept)) === "keep") return;
      forgetMessage(deps, kept.key);
    }
  };
  const inTurn = async () => {
    if (deps.locks) await deps.locks.request(storeName(deps), run);
    else await run();
  };
  const next = (runs.get(deps) ?? Promise.resolve()).then(inTurn, inTurn);
  runs.set(deps, next);
  return next;
}
