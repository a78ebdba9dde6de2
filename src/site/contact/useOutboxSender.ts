import { useCallback, useEffect, useState } from "react";
import {
  heardAnswer,
  keepMessage,
  keptMessages,
  sendKeptMessages,
  tellAnswer,
  type KeptMessage,
  type OutboxDeps,
} from "./contactOutbox";

/**
 * What sending one kept message came to: "keep" when it could not reach the server (it waits on
 * the device), else what a form shows of the answer (the form that lists the message: `lists`).
 */
export type OutboxSendResult<Shown> = "keep" | Shown;

/** The default `lists`: every kept message (a module constant, so the hook's callbacks stay stable). */
const listsEvery = () => true;

/**
 * A visitor form's sending on the device outbox (src/site/contact/contactOutbox.ts,
 * docs/product.md#contact-form): every submission is first kept on the device with its key, then
 * sent; one that could not reach the server waits there and goes by itself when the connection
 * returns (or on "Send again", or on the next visit), with the same key, so it is stored once.
 * `send` must be stable (useCallback); `lists` picks the kept messages this form shows as waiting,
 * and whose answers it shows. Any tab of the site may send what the device keeps: the sender tells
 * the other tabs each answer (contactOutbox.ts, tellAnswer), so the form it was typed in shows it.
 */
export function useOutboxSender<Values, Shown>(
  outbox: () => OutboxDeps,
  send: (values: Values, key: string) => Promise<OutboxSendResult<Shown>>,
  lists: (values: Values) => boolean = listsEvery,
  /** False: the form sends without the outbox (the contact form's override endpoint); nothing kept is sent. */
  enabled = true,
) {
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<KeptMessage<Values>[]>([]);
  const [shown, setShown] = useState<Shown | null>(null);

  const sendKept = useCallback(async () => {
    const store = outbox();
    setSending(true);
    try {
      await sendKeptMessages<Values>(store, async (message) => {
        const result = await send(message.values, message.key);
        if (result === "keep") return "keep";
        if (lists(message.values)) setShown(result);
        tellAnswer(store, message, result);
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
    if (!enabled) return;
    const store = outbox();
    const waiting = keptMessages<Values>(store);
    setKept(waiting.filter((message) => lists(message.values)));
    if (waiting.length > 0 && navigator.onLine) void sendKept();
    const onOnline = () => {
      if (keptMessages(store).length > 0) void sendKept();
    };
    // Another tab changed the outbox (kept or sent a message) or told an answer.
    const onStorage = (event: StorageEvent) => {
      setKept(keptMessages<Values>(store).filter((message) => lists(message.values)));
      const heard = heardAnswer<Values, Shown>(store, event);
      if (heard && lists(heard.values)) setShown(heard.answer);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("storage", onStorage);
    };
  }, [outbox, lists, sendKept, enabled]);

  return { sending, kept, shown, setShown, submit, sendAgain: sendKept };
}
