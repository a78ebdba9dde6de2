import type { OutboxDeps } from "../contact/contactOutbox";

// Which events this device registered for, and when (docs/product.md#events): the outbox forgets
// a registration once the server has it, so after a reload the page showed no sign of it. Only
// the event's id and the moment: the parent's name and number stay out of the device's storage
// once sent, as the outbox leaves them.

const KEY = "event-registrations-here";

type Store = OutboxDeps["storage"];

function read(storage: Store): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** Notes that this device registered for the event now (the first time is kept). */
export function rememberRegistration(storage: Store, eventId: string, at: Date): void {
  const known = read(storage);
  if (known[eventId]) return;
  try {
    storage.setItem(KEY, JSON.stringify({ ...known, [eventId]: at.toISOString() }));
  } catch {
    // A full or blocked storage only loses the reminder, never the registration.
  }
}

/** When this device registered for the event (an ISO moment), or null. */
export function registeredHereAt(storage: Store, eventId: string): string | null {
  const at = read(storage)[eventId];
  return at && !Number.isNaN(Date.parse(at)) ? at : null;
}
