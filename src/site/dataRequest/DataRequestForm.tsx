import { Alert, Box, Button, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import { newClientKey } from "../contact/deviceOutbox";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { PlainTextarea } from "../shared/PlainTextarea";
import { browserSending } from "../shared/forms/browserSending";
import { RefusalAlert } from "../shared/forms/FormParts";
import type { PostDeps } from "../shared/forms/postWithKey";
import {
  confirmDataRequest,
  dataRequestAnswer,
  dataRequestEndpoints,
  dataRequestMaxLength,
  emptyDataRequest,
  requestKinds,
  submitDataRequest,
  validateDataRequest,
  type DataRequestErrors,
  type DataRequestValues,
  type RequestKind,
} from "./dataRequest";
import { dataRequestTexts } from "./dataRequestTexts";

export type DataRequestDeps = { submit: PostDeps; confirm: PostDeps };

const defaultDeps: DataRequestDeps = {
  submit: browserSending(dataRequestEndpoints.submit, null),
  confirm: browserSending(dataRequestEndpoints.confirm, null),
};

type Step =
  | { name: "form"; refusal: string | null }
  | { name: "code"; request: string; message: string; refusal: string | null }
  | { name: "done"; title: string; message: string };

/**
 * The data request (docs/product.md#data-requests): what the person asks for, and their e-mail
 * address or, failing that, their mobile number; then the code from the e-mail, or the word that
 * staff will call. Checked here by the server's rules; the server decides.
 */
export function DataRequestForm({ deps = defaultDeps }: { deps?: DataRequestDeps }) {
  const language = useLanguage();
  const texts = useTexts(dataRequestTexts);
  const [values, setValues] = useState<DataRequestValues>(emptyDataRequest);
  const [errors, setErrors] = useState<DataRequestErrors>({});
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: "form", refusal: null });
  const [busy, setBusy] = useState(false);
  // One key per request: sending again after a lost answer stores it once (private.locked_client_key).
  const key = useRef(newClientKey());
  const answerRef = useRef<HTMLDivElement>(null);
  const say = (message: string) => dataRequestAnswer(message, language, texts.failed);
  const focusAnswer = () => setTimeout(() => answerRef.current?.focus(), 0);
  const set = (field: keyof DataRequestValues, value: string) => setValues((now) => ({ ...now, [field]: value }));

  async function send(event: FormEvent) {
    event.preventDefault();
    const found = validateDataRequest(values, texts.errors);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field that blocks sending gets the focus (each field posts under its own name).
      document.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await submitDataRequest(values, language, key.current, deps.submit);
    setBusy(false);
    if (outcome.status === "code")
      setStep({ name: "code", request: outcome.request, message: say(outcome.message), refusal: null });
    else if (outcome.status === "phone_call")
      setStep({ name: "done", title: texts.callBackTitle, message: say(outcome.message) });
    else setStep({ name: "form", refusal: outcome.status === "refused" ? say(outcome.message) : texts.failed });
    focusAnswer();
  }

  async function confirm(event: FormEvent, request: string, message: string) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ""))) {
      setCodeError(texts.errors.code);
      document.getElementById("data-request-code")?.focus();
      return;
    }
    setCodeError(null);
    setBusy(true);
    const outcome = await confirmDataRequest(request, code, deps.confirm);
    setBusy(false);
    if (outcome.status === "confirmed")
      setStep({ name: "done", title: texts.confirmedTitle, message: say(outcome.message) });
    else
      setStep({
        name: "code",
        request,
        message,
        refusal: outcome.status === "refused" ? say(outcome.message) : texts.failed,
      });
    focusAnswer();
  }

  function another() {
    key.current = newClientKey();
    setValues(emptyDataRequest());
    setCode("");
    setStep({ name: "form", refusal: null });
  }

  if (step.name === "done")
    return (
      <Box ref={answerRef} tabIndex={-1} role="status" sx={{ outlineOffset: 4 }}>
        <Alert color="teal" radius="md">
          <Title order={2} size="h4" mb="sm" color="gray.9">
            {step.title}
          </Title>
          <Text size="md" color="gray.9">
            {step.message}
          </Text>
        </Alert>
        <Button mt="lg" size="md" variant="outline" onClick={another}>
          {texts.another}
        </Button>
      </Box>
    );

  if (step.name === "code")
    return (
      <form
        noValidate
        onSubmit={(event) => void confirm(event, step.request, step.message)}
        aria-labelledby="code-heading"
      >
        <Stack spacing="md" maw={520}>
          <Title order={2} size="h4" id="code-heading">
            {texts.codeTitle}
          </Title>
          {step.refusal ? (
            <RefusalAlert answerRef={answerRef} title={texts.refusedTitle}>
              <Text color="gray.9">{step.refusal}</Text>
            </RefusalAlert>
          ) : (
            <Box ref={answerRef} tabIndex={-1} role="status">
              <Text color="gray.9">{step.message}</Text>
            </Box>
          )}
          <TextInput
            id="data-request-code"
            name="code"
            label={texts.code}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={codeError}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
          />
          <Button type="submit" size="lg" loading={busy} sx={{ alignSelf: "flex-start" }}>
            {busy ? texts.confirming : texts.confirm}
          </Button>
          <Button variant="subtle" onClick={another} sx={{ alignSelf: "flex-start" }}>
            {texts.another}
          </Button>
        </Stack>
      </form>
    );

  return (
    <form noValidate onSubmit={(event) => void send(event)} aria-label={texts.title}>
      <Stack spacing="md" maw={520}>
        {step.refusal && (
          <RefusalAlert answerRef={answerRef} title={texts.refusedTitle}>
            <Text color="gray.9">{step.refusal}</Text>
          </RefusalAlert>
        )}
        <Radio.Group
          name="kind"
          label={texts.kindLegend}
          orientation="vertical"
          value={values.kind}
          onChange={(value) => set("kind", value as RequestKind)}
          error={errors.kind}
          required
        >
          {requestKinds.map((kind) => (
            <Radio key={kind} value={kind} label={texts.kinds[kind]} />
          ))}
        </Radio.Group>
        <TextInput
          name="email"
          label={texts.email}
          description={texts.emailHint}
          value={values.email}
          onChange={(event) => set("email", event.currentTarget.value)}
          error={errors.email}
          type="email"
          autoComplete="email"
          maxLength={dataRequestMaxLength.email}
        />
        <TextInput
          name="phone"
          label={texts.phone}
          description={texts.phoneHint}
          value={values.phone}
          onChange={(event) => set("phone", event.currentTarget.value)}
          error={errors.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={dataRequestMaxLength.phone}
        />
        {values.kind === "correction" && (
          <Box>
            <PlainTextarea
              label={texts.correction}
              name="correction"
              value={values.correction}
              onChange={(event) => set("correction", event.currentTarget.value)}
              maxLength={dataRequestMaxLength.correction}
              rows={4}
              required
            />
            {errors.correction && (
              <Text color="red.8" size="sm" mt={4} role="alert">
                {errors.correction}
              </Text>
            )}
          </Box>
        )}
        <Button type="submit" size="lg" loading={busy} sx={{ alignSelf: "flex-start" }}>
          {busy ? texts.sending : texts.send}
        </Button>
      </Stack>
    </form>
  );
}
