import { showNotification } from "@mantine/notifications";
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { useTexts } from "../i18n/LanguageContext";
import { contactTexts, emptyContactMessage, type ContactMessage } from "./contactMessage";
import { keptMessages, sameValues, type OutboxDeps } from "./contactOutbox";
import { submitContactMessage, type ContactDeps, type ContactOutcome } from "./submitContactMessage";
import { useOutboxSender, type OutboxSendResult } from "./useOutboxSender";

export type ContactFormDeps = ContactDeps & { outbox: () => OutboxDeps };

/** An answer the form shows (as a toast), with the message it answers. */
type Answered = { values: ContactMessage; outcome: Exclude<ContactOutcome, { status: "unreachable" }> };

function toast(message: string, ok: boolean) {
  showNotification({ message, color: ok ? "green" : "red", autoClose: ok ? 6000 : 9000 });
}

const isEmpty = (values: ContactMessage) => sameValues(values, emptyContactMessage);

/**
 * Sending for the contact form. With our own RPC, on the visitor forms' outbox (useOutboxSender):
 * every message is first kept on the device with its key, then sent; what could not be sent waits
 * there and goes by itself when the connection returns (or on "Send again", or on the next visit),
 * and whichever tab sends it, its answer shows here. With an override endpoint the three-method
 * chain runs once. `setValues` lets an answer clear the form or put text back.
 */
export function useContactSender(deps: ContactFormDeps, setValues: Dispatch<SetStateAction<ContactMessage>>) {
  const [sendingOnce, setSendingOnce] = useState(false);
  const usesOutbox = deps.endpoint.kind === "rpc";
  const texts = useTexts(contactTexts);

  const show = useCallback(
    ({ values, outcome }: Answered) => {
      toast(outcome.message, outcome.status === "sent");
      if (outcome.status === "sent")
        setValues((current) => (sameValues(current, values) ? emptyContactMessage : current));
      else setValues((current) => (isEmpty(current) ? values : current));
    },
    [setValues],
  );

  const send = useCallback(
    async (values: ContactMessage, key: string): Promise<OutboxSendResult<Answered>> => {
      const outcome = await submitContactMessage(values, key, deps, texts);
      return outcome.status === "unreachable" ? "keep" : { values, outcome };
    },
    [deps, texts],
  );
  const outbox = useOutboxSender(deps.outbox, send, undefined, usesOutbox);
  const { shown, submit: keepAndSend, sendAgain } = outbox;
  useEffect(() => {
    if (shown) show(shown);
  }, [shown, show]);

  // A message kept on the device from an earlier visit shows its text again, never lost.
  useEffect(() => {
    const last = usesOutbox ? keptMessages<ContactMessage>(deps.outbox()).at(-1) : undefined;
    if (last) setValues((current) => (isEmpty(current) ? last.values : current));
  }, [deps, usesOutbox, setValues]);

  const submit = useCallback(
    async (values: ContactMessage) => {
      if (usesOutbox) return keepAndSend(values);
      setSendingOnce(true);
      const outcome = await submitContactMessage(values, deps.outbox().newKey(), deps, texts);
      setSendingOnce(false);
      if (outcome.status !== "unreachable") show({ values, outcome });
    },
    [deps, usesOutbox, keepAndSend, show, texts],
  );

  return usesOutbox
    ? { sending: outbox.sending, kept: outbox.kept, submit, sendAgain }
    : { sending: sendingOnce, kept: [], submit, sendAgain };
}
