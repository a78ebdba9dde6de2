import { useCallback, useEffect, useState } from "react";
import {
  keepMessage,
  keptMessages,
  sendKeptMessages,
  type KeptMessage,
  type OutboxDeps,
  type SendResult,
} from "../contact/contactOutbox";
import type { AssessmentTexts } from "./assessmentTexts";
import { submitAssessment, type AssessmentDeps, type AssessmentValues } from "./assessmentRequest";

export type AssessmentFormDeps = AssessmentDeps & { outbox: () => OutboxDeps };

export type ShownOutcome = { status: "sent" } | { status: "refused"; message: string; values: AssessmentValues };

/**
 * Sending for the assessment form, on the contact form's outbox (src/site/contact/contactOutbox.ts)
 * in a store of its own: every request is first kept on the device with its key, then sent; what
 * could not reach the server waits there and goes by itself when the connection returns (or on
 * "Send again", or on the next visit). A refusal comes back with the values, so the form shows
 * them again with the reason.
 */
export function useAssessmentSender(deps: AssessmentFormDeps, texts: AssessmentTexts) {
  const [sending, setSending] = useState(false);
  const [kept, setKept] = useState<KeptMessage<AssessmentValues>[]>([]);
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null);

  const sendKept = useCallback(async () => {
    const outbox = deps.outbox();
    setSending(true);
    try {
      await sendKeptMessages<AssessmentValues>(outbox, async ({ key, values }): Promise<SendResult> => {
        const result = await submitAssessment(values, key, deps, texts);
        if (result.status === "unreachable") return "keep";
        if (result.status === "sent") setOutcome({ status: "sent" });
        else setOutcome({ status: "refused", message: result.message, values });
        return "done";
      });
    } finally {
      setSending(false);
      setKept(keptMessages<AssessmentValues>(outbox));
    }
  }, [deps, texts]);

  const submit = useCallback(
    (values: AssessmentValues) => {
      setOutcome(null);
      keepMessage(deps.outbox(), values);
      return sendKept();
    },
    [deps, sendKept],
  );

  useEffect(() => {
    const outbox = deps.outbox();
    const waiting = keptMessages<AssessmentValues>(outbox);
    setKept(waiting);
    if (waiting.length > 0 && navigator.onLine) void sendKept();
    const onOnline = () => {
      if (keptMessages(outbox).length > 0) void sendKept();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [deps, sendKept]);

  return { sending, kept, outcome, setOutcome, submit, sendAgain: sendKept };
}
