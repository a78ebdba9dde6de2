import { Alert, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { deviceOutboxNamed } from "../contact/deviceOutbox";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { FormSendFooter } from "../shared/FormSendFooter";
import { browserSending } from "../shared/forms/browserSending";
import { BoundTextInput, FormAnswer, RefusalAlert } from "../shared/forms/FormParts";
import { useVisitorForm } from "../shared/forms/useVisitorForm";
import {
  emptyRegistration,
  registrationAnswer,
  registrationEndpoint,
  registrationMaxLength,
  validateRegistration,
} from "./eventRegistration";
import { formatEventDay } from "./eventDates";
import { registeredHereAt } from "./registeredHere";
import { registrationTexts } from "./registrationTexts";
import { useRegistrationSender, type RegistrationFormDeps } from "./useRegistrationSender";

const defaultDeps: RegistrationFormDeps = browserSending(registrationEndpoint, () =>
  deviceOutboxNamed("event-registration-outbox"),
);

const fieldOrder = ["name", "phone", "people", "email"] as const;

/**
 * Registration on an event's page (docs/product.md#events): name, mobile number, how many people
 * and an optional e-mail, checked here by the server's rules, kept on the device and sent with its
 * key to register_for_event. The answer says whether the place is booked or which place on the
 * waiting list the parent has; a refusal shows its reason above the form with the text kept.
 */
export function EventRegistrationForm({
  eventId,
  deps = defaultDeps,
}: {
  eventId: string;
  deps?: RegistrationFormDeps;
}) {
  const language = useLanguage();
  const texts = useTexts(registrationTexts);
  const sender = useRegistrationSender(deps, eventId);
  const { shown } = sender;
  // Read after the first render: the prerendered page knows nothing of this device.
  const [registeredAt, setRegisteredAt] = useState<string | null>(null);
  useEffect(() => {
    setRegisteredAt(registeredHereAt(deps.outbox().storage, eventId));
  }, [deps, eventId, shown]);
  const { bind, answerRef, answer, onSubmit } = useVisitorForm({
    idPrefix: "registration",
    empty: () => emptyRegistration(eventId),
    fieldOrder,
    table: { labels: texts, maxLength: registrationMaxLength },
    sender,
    validate: (values) => validateRegistration(values, texts.errors),
  });

  if (shown && shown.status !== "refused") {
    return (
      <FormAnswer {...answer} another={texts.another}>
        <Alert color={shown.status === "confirmed" ? "teal" : "orange"} radius="md">
          <Title order={3} size="h4" mb="sm" color="gray.9">
            {shown.status === "confirmed" ? texts.confirmedTitle : texts.waitingTitle}
          </Title>
          <Text size="md" color="gray.9">
            {registrationAnswer(shown.outcome, language, texts.failed)}
          </Text>
        </Alert>
      </FormAnswer>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="register-heading">
      <Stack spacing="md" maw={520}>
        {registeredAt && (
          <Alert color="teal" radius="md">
            <Text color="gray.9">{texts.registeredHere(formatEventDay(registeredAt, language))}</Text>
          </Alert>
        )}
        <Text color="gray.8">{texts.intro}</Text>
        {shown?.status === "refused" && (
          <RefusalAlert answerRef={answerRef} title={texts.refusedTitle}>
            <Text color="gray.9">{registrationAnswer(shown.outcome, language, texts.failed)}</Text>
          </RefusalAlert>
        )}
        <BoundTextInput {...bind("name")} required autoComplete="name" />
        <BoundTextInput
          {...bind("phone")}
          description={texts.phoneHint}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <BoundTextInput {...bind("people")} required type="number" inputMode="numeric" min={1} max={10} />
        <BoundTextInput {...bind("email")} type="email" autoComplete="email" />
        <FormSendFooter form="event-registration" texts={texts} sender={sender} size="lg" />
      </Stack>
    </form>
  );
}
