import { showNotification } from "@mantine/notifications";
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useTexts } from "../i18n/LanguageContext";
import { contactTexts, emptyContactMessage, type ContactMessage } from "./contactMessage";
import {
  heardAnswer,
  keepMessage,
  keptMessages,
  OUTBOX_STORAGE_KEY,
  sendKeptMessages,
  tellAnswer,
  type KeptMessage,
  type OutboxDeps,
  type SendResult,
} from "./contactOutbox";
import { submitContactMessage, type ContactDeps, type ContactOutcome } from "./submitContactMessage";

export type ContactFormDeps = ContactDeps & { outbox: () => OutboxDeps };

function toast(message: string, ok: boolean) {
  showNotification({ message, color: ok ? "green" : "red", autoClose: ok ? 6000 : 9000 });
}

const same = (a: ContactMessage, b: ContactMessage) =>
  (Object.keys(a) as (keyof ContactMessage)[]).every((field) => a[field] === b[field]);
const isEmpty = (values: ContactMessage) => same(values, emptyContactMessage);

/**
 * Sending for the contact form. With our own RPC every message is first kept on the device
 * with its key, then sent; what could not be sent waits there and goes by itself when the
 * connection returns (or on "Send again", or on the next visit). With an override endpoint the
 * three-method chain runs once. `setValues` lets an answer clear the form or put text back.
 */
export function useContactSender(deps: ContactFormDeps, setValues: Dispatch<SetStateAction<ContactMessage>>) {
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<KeptMessage[]>([]);
  const usesOutbox = deps.endpoint.kind === "rpc";
  const texts = useTexts(contactTexts);

  const show = useCallback(
    (values: ContactMessage, outcome: ContactOutcome): SendResult => {
      if (outcome.status === "unreachable") return "keep";
      toast(outcome.message, outcome.status === "sent");
      if (outcome.status === "sent") setValues((current) => (same(current, values) ? emptyContactMessage : current));
      else setValues((current) => (isEmpty(current) ? values : current));
      return "done";
    },
    [setValues],
  );

  const sendKept = useCallback(async () => {
    const outbox = deps.outbox();
    setSending(true);
    try {
      await sendKeptMessages(outbox, async (kept) => {
        const outcome = await submitContactMessage(kept.values, kept.key, deps, texts);
        const result = show(kept.values, outcome);
        if (result === "done") tellAnswer(outbox, kept, outcome);
        return result;
      });
    } finally {
      setSending(false);
      setKept(keptMessages(outbox));
    }
  }, [deps, show, texts]);

  const submit = useCallback(
    async (values: ContactMessage) => {
      if (usesOutbox) {
        keepMessage(deps.outbox(), values);
        return sendKept();
      }
      setSending(true);
      const outcome = await submitContactMessage(values, deps.outbox().newKey(), deps, texts);
      setSending(false);
      show(values, outcome);
    },
    [deps, usesOutbox, sendKept, show, texts],
  );

  useEffect(() => {
    if (!usesOutbox) return;
    const outbox = deps.outbox();
    const waiting = keptMessages(outbox);
    setKept(waiting);
    if (waiting.length > 0) {
      setValues((current) => (isEmpty(current) ? waiting[waiting.length - 1].values : current));
      if (navigator.onLine) void sendKept();
    }
    const onOnline = () => {
      if (keptMessages(outbox).length > 0) void sendKept();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === OUTBOX_STORAGE_KEY) setKept(keptMessages(outbox));
      // Another tab sent a message kept here: its answer shows here too (contactOutbox.ts, tellAnswer).
      const heard = heardAnswer<ContactMessage, ContactOutcome>(outbox, event);
      if (heard) show(heard.values, heard.answer);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("storage", onStorage);
    };
  }, [deps, usesOutbox, sendKept, setValues, show]);

  return { sending, kept, submit, sendAgain: sendKept };
}
