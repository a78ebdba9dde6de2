import { Alert, Box, Checkbox, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useCallback, useState } from "react";
import { contact, telHref } from "../../config/site";
import { deviceOutboxNamed } from "../contact/deviceOutbox";
import type { OutboxDeps } from "../contact/contactOutbox";
import { useOutboxSender, type OutboxSendResult } from "../contact/useOutboxSender";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { FormSendFooter } from "../shared/FormSendFooter";
import { BoundTextInput, FormAnswer, RefusalAlert } from "../shared/forms/FormParts";
import { browserSending } from "../shared/forms/browserSending";
import type { PostDeps } from "../shared/forms/postWithKey";
import { useVisitorForm } from "../shared/forms/useVisitorForm";
import { assessmentTexts, callTimes } from "./assessmentTexts";
import {
  callbackEndpoint,
  callbackMaxLength,
  emptyCallback,
  submitCallback,
  validateCallback,
  type CallbackOutcome,
  type CallbackValues,
} from "./callbackRequest";

export type CallbackFormDeps = PostDeps & { outbox: () => OutboxDeps };

const defaultDeps: CallbackFormDeps = browserSending(callbackEndpoint, () => deviceOutboxNamed("callback-outbox"));

type Shown = Exclude<CallbackOutcome, { status: "unreachable" }>;

const fieldOrder: (keyof CallbackValues)[] = ["parentName", "phone", "callTime", "consent"];
const consentHintId = "callback-consent-hint";

/**
 * "Ask us to call you instead", above the assessment form (docs/product.md#assessment-request): a
 * parent who does not want to type gives a name and a number. It opens from a native disclosure,
 * so it works before the script and without it (the form then posts to
 * submit_callback_request_page); with the script it is kept on the device's outbox
 * "callback-outbox" and sent with its key, as the assessment form is.
 */
export function CallbackForm({ deps = defaultDeps }: { deps?: CallbackFormDeps }) {
  const language = useLanguage();
  const texts = useTexts(assessmentTexts);
  const words = texts.callback;
  const send = useCallback(
    async (values: CallbackValues, key: string): Promise<OutboxSendResult<Shown>> => {
      const result = await submitCallback(values, key, deps, texts);
      return result.status === "unreachable" ? "keep" : result;
    },
    [deps, texts],
  );
  const sender = useOutboxSender(deps.outbox, send);
  const [opened, setOpened] = useState(false);
  const { values, errors, set, bind, answerRef, answer, onSubmit } = useVisitorForm({
    idPrefix: "callback",
    empty: () => emptyCallback(language),
    fieldOrder,
    table: {
      labels: { parentName: words.parentName, phone: words.phone, callTime: words.callTime, callLanguage: "" },
      maxLength: callbackMaxLength,
    },
    sender,
    validate: (current) => validateCallback(current, texts.errors),
  });
  const outcome = sender.shown;
  // What is waiting or answered stays in sight: the disclosure opens for it.
  const open = opened || sender.kept.length > 0 || outcome !== null;

  return (
    <Box
      component="section"
      aria-labelledby="callback-title"
      mb="lg"
      p="md"
      sx={(theme) => ({ border: `2px solid ${theme.colors.brand[6]}`, borderRadius: theme.radius.lg })}
    >
      <Text size="md" mb="xs">
        {words.lead}
      </Text>
      <details open={open} onToggle={(event) => setOpened(event.currentTarget.open)}>
        <Text component="summary" id="callback-title" weight={700} size="lg" sx={{ cursor: "pointer" }}>
          {words.title}
        </Text>
        {outcome?.status === "sent" ? (
          <FormAnswer {...answer} another={texts.another}>
            <Alert color="teal" radius="md" mt="md">
              <Title order={2} size="h3" mb="sm">
                {words.thanksTitle}
              </Title>
              <Text size="md">{words.next}</Text>
              <Text size="md" mt="sm">
                {texts.noCall} <a href={telHref(contact.phones[0])}>{contact.phones[0]}</a>
              </Text>
            </Alert>
          </FormAnswer>
        ) : (
          <form
            method="post"
            action={callbackEndpoint.pageActionUrl}
            onSubmit={onSubmit}
            noValidate
            aria-label={words.formLabel}
          >
            <input type="hidden" name="lang" value={language} />
            <Stack spacing="md" mt="md">
              {outcome?.status === "refused" && (
                <RefusalAlert answerRef={answerRef} title={texts.refusedTitle}>
                  {outcome.message}
                </RefusalAlert>
              )}
              <BoundTextInput {...bind("parentName")} description={words.parentNameHint} required autoComplete="name" />
              <BoundTextInput {...bind("phone")} description={words.phoneHint} required type="tel" autoComplete="tel" />
              <NativeSelect
                id="callback-callTime"
                name="call_time"
                size="md"
                label={words.callTime}
                description={words.callTimeHint}
                value={values.callTime}
                onChange={(event) => set("callTime", event.currentTarget.value as CallbackValues["callTime"])}
                data={callTimes.map((time) => ({ value: time, label: texts.callTimes[time] }))}
              />
              <Box>
                <Checkbox
                  id="callback-consent"
                  name="consent"
                  size="md"
                  label={words.consent}
                  checked={values.consent}
                  error={errors.consent}
                  aria-describedby={consentHintId}
                  onChange={(event) => set("consent", event.currentTarget.checked)}
                />
                <Text size="sm" color="dimmed" id={consentHintId} mt={4} ml={36}>
                  {words.consentHint}
                </Text>
              </Box>
              <FormSendFooter form="callback" texts={{ ...texts, send: words.send }} sender={sender} size="lg" />
            </Stack>
          </form>
        )}
      </details>
    </Box>
  );
}
