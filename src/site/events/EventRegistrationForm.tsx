import { Alert, Box, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { deviceOutboxNamed } from "../contact/deviceOutbox";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { FormSendFooter } from "../shared/FormSendFooter";
import {
  emptyRegistration,
  registrationAnswer,
  registrationEndpoint,
  registrationMaxLength,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationValues,
} from "./eventRegistration";
import { registrationTexts } from "./registrationTexts";
import { useRegistrationSender, type RegistrationFormDeps } from "./useRegistrationSender";

const defaultDeps: RegistrationFormDeps = {
  endpoint: registrationEndpoint,
  fetch: (input, init) => window.fetch(input, init),
  outbox: () => deviceOutboxNamed("event-registration-outbox"),
};

const fieldOrder = ["name", "phone", "people", "email"] as const;
const inputId = (field: (typeof fieldOrder)[number]) => `registration-${field}`;

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
  const [values, setValues] = useState<RegistrationValues>(() => emptyRegistration(eventId));
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const { sending, kept, shown, setShown, submit, sendAgain } = useRegistrationSender(deps, eventId);
  const answerRef = useRef<HTMLDivElement>(null);

  const set = (field: (typeof fieldOrder)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: (typeof fieldOrder)[number]) => ({
    id: inputId(field),
    value: values[field],
    error: errors[field],
    size: "md" as const,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  // A registration kept on the device from an earlier visit shows its text again, never lost.
  useEffect(() => {
    const last = kept[kept.length - 1];
    if (last) setValues(last.values);
  }, [kept]);
  // A refusal puts the registration's text back, with the reason above the form.
  useEffect(() => {
    if (shown?.status === "refused") setValues(shown.values);
  }, [shown]);
  useEffect(() => {
    if (shown) answerRef.current?.focus();
  }, [shown]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateRegistration(values, texts.errors);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      document.getElementById(inputId(first))?.focus();
      return;
    }
    await submit(values);
  };

  if (shown && shown.status !== "refused") {
    return (
      <Box ref={answerRef} tabIndex={-1} role="status" sx={{ outlineOffset: 4 }}>
        <Alert color={shown.status === "confirmed" ? "teal" : "orange"} radius="md">
          <Title order={3} size="h4" mb="sm" color="gray.9">
            {shown.status === "confirmed" ? texts.confirmedTitle : texts.waitingTitle}
          </Title>
          <Text size="md" color="gray.9">
            {registrationAnswer(shown.outcome, language, texts.failed)}
          </Text>
        </Alert>
        <Button
          mt="lg"
          size="md"
          variant="outline"
          onClick={() => {
            setValues(emptyRegistration(eventId));
            setShown(null);
          }}
        >
          {texts.another}
        </Button>
      </Box>
    );
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="register-heading">
      <Stack spacing="md" maw={520}>
        <Text color="gray.8">{texts.intro}</Text>
        {shown?.status === "refused" && (
          <Alert ref={answerRef} tabIndex={-1} role="alert" color="red" title={texts.refusedTitle}>
            <Text color="gray.9">{registrationAnswer(shown.outcome, language, texts.failed)}</Text>
          </Alert>
        )}
        <TextInput
          name="name"
          label={texts.name}
          required
          autoComplete="name"
          maxLength={registrationMaxLength.name}
          {...text("name")}
        />
        <TextInput
          name="phone"
          label={texts.phone}
          description={texts.phoneHint}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={registrationMaxLength.phone}
          {...text("phone")}
        />
        <TextInput
          name="people"
          label={texts.people}
          required
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          {...text("people")}
        />
        <TextInput
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          maxLength={registrationMaxLength.email}
          {...text("email")}
        />
        <FormSendFooter
          form="event-registration"
          texts={texts}
          sending={sending}
          keptCount={kept.length}
          sendAgain={sendAgain}
          size="lg"
        />
      </Stack>
    </form>
  );
}
