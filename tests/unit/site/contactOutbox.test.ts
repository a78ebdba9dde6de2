import { describe, expect, it } from "vitest";
import type { ContactMessage } from "../../../src/site/contact/contactMessage";
import {
  forgetMessage,
  heardAnswer,
  keepMessage,
  keptMessages,
  OUTBOX_STORAGE_KEY,
  sendKeptMessages,
  tellAnswer,
  type OutboxDeps,
} from "../../../src/site/contact/contactOutbox";

const message: ContactMessage = { name: "Asha", email: "asha@example.org", phone: "", subject: "other", message: "Hi" };

function outbox(): OutboxDeps {
  const items = new Map<string, string>();
  let n = 0;
  return {
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) },
    newKey: () => `key-${++n}`,
  };
}

describe("the contact outbox", () => {
  it("keeps a message under one key however often the same text is sent, and a changed text under another", () => {
    const deps = outbox();
    expect(keepMessage(deps, message).key).toBe("key-1");
    expect(keepMessage(deps, { ...message }).key).toBe("key-1");
    expect(keepMessage(deps, { ...message, message: "Hi again" }).key).toBe("key-2");
    expect(keptMessages(deps).map((m) => m.key)).toEqual(["key-1", "key-2"]);
    forgetMessage(deps, "key-1");
    expect(keptMessages(deps).map((m) => m.key)).toEqual(["key-2"]);
  });

  it("tells the other tabs the answer a kept message had, under its own key beside the store's", () => {
    const deps = outbox();
    const kept = keepMessage(deps, message);
    const answer = { status: "sent", message: "Thank you" };
    tellAnswer(deps, kept, answer);
    const newValue = deps.storage.getItem(`${OUTBOX_STORAGE_KEY}-answer`);
    expect(heardAnswer(deps, { key: `${OUTBOX_STORAGE_KEY}-answer`, newValue })).toEqual({
      key: kept.key,
      values: message,
      answer,
    });
    // Another store's event, the outbox's own, or a damaged value is no answer.
    expect(heardAnswer(deps, { key: OUTBOX_STORAGE_KEY, newValue })).toBeNull();
    expect(
      heardAnswer({ ...deps, name: "assessment-outbox" }, { key: `${OUTBOX_STORAGE_KEY}-answer`, newValue }),
    ).toBeNull();
    expect(heardAnswer(deps, { key: `${OUTBOX_STORAGE_KEY}-answer`, newValue: "{not json" })).toBeNull();
  });

  it("reads a damaged store as empty rather than failing", () => {
    const deps = outbox();
    deps.storage.setItem(OUTBOX_STORAGE_KEY, "{not json");
    expect(keptMessages(deps)).toEqual([]);
    deps.storage.setItem(OUTBOX_STORAGE_KEY, '{"a":1}');
    expect(keptMessages(deps)).toEqual([]);
  });

  it("sends oldest first, forgets what is done, and stops at the first that must wait", async () => {
    const deps = outbox();
    keepMessage(deps, message);
    keepMessage(deps, { ...message, message: "second" });
    keepMessage(deps, { ...message, message: "third" });
    const sent: string[] = [];
    await sendKeptMessages(deps, async (kept) => {
      sent.push(kept.key);
      return kept.key === "key-2" ? "keep" : "done";
    });
    expect(sent).toEqual(["key-1", "key-2"]);
    expect(keptMessages(deps).map((m) => m.key)).toEqual(["key-2", "key-3"]);
  });

  it("runs started together in one tab go one after another, and none sends a message twice", async () => {
    const deps = outbox();
    keepMessage(deps, message);
    const sent: string[] = [];
    const send = async (kept: { key: string }) => {
      sent.push(kept.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return "done" as const;
    };
    await Promise.all([sendKeptMessages(deps, send), sendKeptMessages(deps, send), sendKeptMessages(deps, send)]);
    expect(sent).toEqual(["key-1"]);
  });
});
