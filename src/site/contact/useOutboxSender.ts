import { useCallback, useEffect, useState } from "react";
import { keepMessage, keptMessages, sendKeptMessages, type KeptMessage, type OutboxDeps } from "./contactOutbox";

/**
 * What sending one kept message came to: "keep" when it could not reach the server (it waits on
 * the device), else what the form shows of the answer (null: nothing, e.g. a message another page
 * of the same form kept).
 */
export type OutboxSendResult<Shown> = "keep" | Shown | null;

/** The default `lists`: every kept message (a module constant, so the hook's callbacks stay stable). */
const listsEvery = () => true;

/**
 * A visitor form's sending on the device outbox (src/site/contact/contactOutbox.ts,
 * docs/product.md#contact-form): every submission is first kept on the device with its key, then
 * sent; one that could not reach the server waits there and goes by itself when the connection
 * returns (or on "Send again", or on the next visit), with the same key, so it is stored once.
 * `send` must be stable (useCallback); `lists` picks the kept messages this form shows as waiting.
 */
export function useOutboxSender<Values, Shown>(
  outbox: () => OutboxDeps,
  send: (values: Values, key: string) => Promise<OutboxSendResult<Shown>>,
  lists: (values: Values) => boolean = listsEvery,
) {
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<KeptMessage<Values>[]>([]);
  const [shown, setShown] = useState<Shown | null>(null);

  const sendKept = useCallback(async () => {
    const store = outbox();
    setSending(true);
    try {
      await sendKeptMessages<Values>(store, async ({ key, values }) => {
        const result = await send(values, key);
        if (result === "keep") return "keep";
        if (result !== null) setShown(result);
        return "done";
      });
    } finally {
      setSending(false);
      setKept(keptMessages<Values>(store).filter((message) => lists(message.values)));
    }
  }, [outbox, send, lists]);

  const submit = useCallback(
    (values: Values) => {
      setShown(null);
      keepMessage(outbox(), values);
      return sendKept();
    },
    [outbox, sendKept],
  );

  useEffect(() => {
    const store = outbox();
    const waiting = keptMessages<Values>(store);
    setKept(waiting.filter((message) => lists(message.values)));
    if (waiting.length > 0 && navigator.onLine) void sendKept();
    const onOnline = () => {
      if (keptMessages(store).length > 0) void sendKept();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [outbox, lists, sendKept]);

  return { sending, kept, shown, setShown, submit, sendAgain: sendKept };
}
