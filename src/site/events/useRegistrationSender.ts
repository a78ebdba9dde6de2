import { useCallback, useEffect, useState } from "react";
import {
  keepMessage,
  keptMessages,
  sendKeptMessages,
  type KeptMessage,
  type OutboxDeps,
  type SendResult,
} from "../contact/contactOutbox";
import {
  submitRegistration,
  type RegistrationDeps,
  type RegistrationOutcome,
  type RegistrationValues,
} from "./eventRegistration";

export type RegistrationFormDeps = RegistrationDeps & { outbox: () => OutboxDeps };

export type ShownRegistration =
  | { status: "confirmed" | "waiting"; outcome: RegistrationOutcome }
  | { status: "refused"; outcome: RegistrationOutcome; values: RegistrationValues };

/**
 * Sending for the registration form, on the visitor forms' shared outbox
 * (src/site/contact/contactOutbox.ts, as the assessment form does) in a store of its own: each
 * registration is first kept on the device with its key, then sent; one that could not reach the
 * server waits there and goes by itself when the connection returns (or on "Send again", or on
 * the next visit), with the same key, so it is stored once. A refusal comes back with the values.
 * Registrations for other events kept on this device go too, each with its own event.
 */
export function useRegistrationSender(deps: RegistrationFormDeps, eventId: string) {
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<KeptMessage<RegistrationValues>[]>([]);
  const [shown, setShown] = useState<ShownRegistration | null>(null);

  const sendKept = useCallback(async () => {
    const outbox = deps.outbox();
    setSending(true);
    try {
      await sendKeptMessages<RegistrationValues>(outbox, async ({ key, values }): Promise<SendResult> => {
        const outcome = await submitRegistration(values, key, deps);
        if (outcome.status === "unreachable") return "keep";
        if (values.eventId === eventId) {
          if (outcome.status === "confirmed" || outcome.status === "waiting")
            setShown({ status: outcome.status, outcome });
          else setShown({ status: "refused", outcome, values });
        }
        return "done";
      });
    } finally {
      setSending(false);
      setKept(keptMessages<RegistrationValues>(outbox).filter((message) => message.values.eventId === eventId));
    }
  }, [deps, eventId]);

  const submit = useCallback(
    (values: RegistrationValues) => {
      setShown(null);
      keepMessage(deps.outbox(), values);
      return sendKept();
    },
    [deps, sendKept],
  );

  useEffect(() => {
    const outbox = deps.outbox();
    const waiting = keptMessages<RegistrationValues>(outbox);
    setKept(waiting.filter((message) => message.values.eventId === eventId));
    if (waiting.length > 0 && navigator.onLine) void sendKept();
    const onOnline = () => {
      if (keptMessages(outbox).length > 0) void sendKept();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [deps, eventId, sendKept]);

  return { sending, kept, shown, setShown, submit, sendAgain: sendKept };
}
