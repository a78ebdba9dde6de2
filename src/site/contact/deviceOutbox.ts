import type { OutboxDeps } from "./contactOutbox";

/** A message's key: crypto.randomUUID where the page is a secure context, else the same from random bytes. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** localStorage, or (where a browser forbids it) a store that lasts as long as the page. */
function deviceStorage(): OutboxDeps["storage"] {
  try {
    const storage = window.localStorage;
    storage.getItem("contact-outbox");
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}

const outboxes = new Map<string, OutboxDeps>();

/**
 * This device's outbox named `name` (one per form: the contact form's is "contact-outbox"), made on
 * first use (not at import, so nothing touches storage before a page needs it).
 */
export function deviceOutboxNamed(name: string): OutboxDeps {
  let outbox = outboxes.get(name);
  if (!outbox) {
    outbox = { storage: deviceStorage(), newKey: newClientKey, locks: navigator.locks, name };
    outboxes.set(name, outbox);
  }
  return outbox;
}

/** The contact form's outbox on this device. */
export function deviceOutbox(): OutboxDeps {
  return deviceOutboxNamed("contact-outbox");
}
