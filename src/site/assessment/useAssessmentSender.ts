import { useCallback } from "react";
import type { OutboxDeps } from "../contact/contactOutbox";
import { useOutboxSender, type OutboxSendResult } from "../contact/useOutboxSender";
import type { AssessmentTexts } from "./assessmentTexts";
import { submitAssessment, type AssessmentDeps, type AssessmentValues } from "./assessmentRequest";

export type AssessmentFormDeps = AssessmentDeps & { outbox: () => OutboxDeps };

export type ShownOutcome = { status: "sent" } | { status: "refused"; message: string; values: AssessmentValues };

/**
 * Sending for the assessment form, on the visitor forms' outbox (useOutboxSender) in a store of its
 * own. A refusal comes back with the values, so the form shows them again with the reason.
 */
export function useAssessmentSender(deps: AssessmentFormDeps, texts: AssessmentTexts) {
  const send = useCallback(
    async (values: AssessmentValues, key: string): Promise<OutboxSendResult<ShownOutcome>> => {
      const result = await submitAssessment(values, key, deps, texts);
      if (result.status === "unreachable") return "keep";
      return result.status === "sent" ? { status: "sent" } : { status: "refused", message: result.message, values };
    },
    [deps, texts],
  );
  return useOutboxSender(deps.outbox, send);
}
