import type { RecordingItemKind } from "../../lib/database.types";

/** What is read: an item of a table that may have recordings (docs/architecture.md#read-aloud). */
export interface ReadAloudItem {
  kind: RecordingItemKind;
  id: string;
}

/** A reading under way, from a recording or the browser's voice. */
export interface Reading {
  pause(): void;
  resume(): void;
  stop(): void;
}
