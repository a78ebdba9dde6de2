import { useCallback } from "react";
import type { OutboxDeps } from "../contact/contactOutbox";
import { useOutboxSender, type OutboxSendResult } from "../contact/useOutboxSender";
import {
  submitRegistration,
  type RegistrationDeps,
  type RegistrationOutcome,
  type RegistrationValues,
} from "./eventRegistration";
import { rememberRegistration } from "./registeredHere";

export type RegistrationFormDeps = RegistrationDeps & { outbox: () => OutboxDeps };

export type ShownRegistration =
  | { status: "confirmed" | "waiting"; outcome: RegistrationOutcome }
  | { status: "refused"; outcome: RegistrationOutcome; values: RegistrationValues };

/**
 * Sending for the registration form, on the visitor forms' outbox (useOutboxSender) in a store of
 * its own. A refusal comes back with the values. Registrations for other events kept on this
 * device go too, each with its own event; this event's page shows and lists only its own. One the
 * server took is remembered on the device (registeredHere.ts), whichever page sent it.
 */
export function useRegistrationSender(deps: RegistrationFormDeps, eventId: string) {
  const send = useCallback(
    async (values: RegistrationValues, key: string): Promise<OutboxSendResult<ShownRegistration>> => {
      const outcome = await submitRegistration(values, key, deps);
      if (outcome.status === "unreachable") return "keep";
      if (outcome.status !== "confirmed" && outcome.status !== "waiting") return { status: "refused", outcome, values };
      rememberRegistration(deps.outbox().storage, values.eventId, new Date());
      return { status: outcome.status, outcome };
    },
    [deps],
  );
  const ofThisEvent = useCallback((values: RegistrationValues) => values.eventId === eventId, [eventId]);
  return useOutboxSender(deps.outbox, send, ofThisEvent);
}
