import {
  Alert,
  Box,
  Button,
  Checkbox,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { deviceOutboxNamed } from "../contact/deviceOutbox";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { serviceIds, servicesTexts } from "../services/servicesTexts";
import { assessmentTexts, callTimes, concernIds, type ConcernId } from "./assessmentTexts";
import {
  assessmentEndpoint,
  assessmentMaxLength,
  emptyAssessment,
  todayInIndia,
  validateAssessment,
  type AssessmentErrors,
  type AssessmentValues,
} from "./assessmentRequest";
import { FormSendFooter } from "../shared/FormSendFooter";
import { useAssessmentSender, type AssessmentFormDeps } from "./useAssessmentSender";

const defaultDeps: AssessmentFormDeps = {
  endpoint: assessmentEndpoint,
  fetch: (input, init) => window.fetch(input, init),
  outbox: () => deviceOutboxNamed("assessment-outbox"),
};

const fieldOrder: (keyof AssessmentValues)[] = [
  "childName",
  "ageYears",
  "ageMonths",
  "dateOfBirth",
  "concerns",
  "concernDetails",
  "parentName",
  "phone",
  "email",
  "consent",
];
const inputId = (field: keyof AssessmentValues) => `assessment-${field}`;
const sameValues = (a: AssessmentValues, b: AssessmentValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The assessment request (docs/product.md#assessment-request). Without JavaScript it is a plain
 * form that posts to submit_assessment_request_page, whose answer is a result page; with it, the
 * request is checked here, kept on the device and sent with its key, and the answer shown here.
 */
/** A fieldset that groups and names its fields without the browser's frame. */
const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 };

export function AssessmentForm({ deps = defaultDeps }: { deps?: AssessmentFormDeps }) {
  const language = useLanguage();
  const texts = useTexts(assessmentTexts);
  const services = useTexts(servicesTexts).services;
  const [values, setValues] = useState<AssessmentValues>(() => emptyAssessment(language));
  const [errors, setErrors] = useState<AssessmentErrors>({});
  const { sending, kept, outcome, setOutcome, submit, sendAgain } = useAssessmentSender(deps, texts);
  const answerRef = useRef<HTMLDivElement>(null);

  const set = <K extends keyof AssessmentValues>(field: K, value: AssessmentValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (
    field: "childName" | "ageYears" | "ageMonths" | "dateOfBirth" | "concernDetails" | "parentName" | "phone" | "email",
  ) => ({
    id: inputId(field),
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  // A request kept on the device from an earlier visit shows its text again, never lost.
  useEffect(() => {
    const last = kept[kept.length - 1];
    if (last) setValues((current) => (sameValues(current, emptyAssessment(language)) ? last.values : current));
  }, [kept, language]);
  // A refusal puts the request's text back, with the reason above the form.
  useEffect(() => {
    if (outcome?.status === "refused") setValues(outcome.values);
  }, [outcome]);
  useEffect(() => {
    if (outcome) answerRef.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateAssessment(values, texts.errors, todayInIndia());
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      document.getElementById(first === "concerns" ? `${inputId("concerns")}-speech` : inputId(first))?.focus();
      return;
    }
    await submit(values);
  };

  if (outcome?.status === "sent") {
    return (
      <Box ref={answerRef} tabIndex={-1} role="status" sx={{ outlineOffset: 4 }}>
        <Alert color="teal" radius="md">
          <Title order={2} size="h3" mb="sm">
            {texts.thanksTitle}
          </Title>
          <Text size="md">{texts.thanks}</Text>
          <Text size="md" mt="sm">
            {texts.next}
          </Text>
        </Alert>
        <Button
          mt="lg"
          size="md"
          variant="outline"
          onClick={() => {
            setValues(emptyAssessment(language));
            setOutcome(null);
          }}
        >
          {texts.another}
        </Button>
      </Box>
    );
  }

  const concernError = errors.concerns;
  return (
    <form
      method="post"
      action={assessmentEndpoint.pageActionUrl}
      onSubmit={onSubmit}
      noValidate
      aria-label={texts.formLabel}
    >
      <input type="hidden" name="lang" value={language} />
      <Stack spacing="lg">
        {outcome?.status === "refused" && (
          <Alert ref={answerRef} tabIndex={-1} role="alert" color="red" title={texts.refusedTitle}>
            {outcome.message}
          </Alert>
        )}
        <Box component="fieldset" sx={bareFieldset}>
          <Text component="legend" size="lg" weight={700} mb="sm">
            {texts.child}
          </Text>
          <Stack spacing="md">
            <TextInput
              name="child_name"
              label={texts.childName}
              description={texts.childNameHint}
              required
              size="md"
              autoComplete="off"
              maxLength={assessmentMaxLength.childName}
              {...text("childName")}
            />
            <Box>
              <Text weight={500} size="md" id="assessment-age-label">
                {texts.age}
              </Text>
              <Text size="sm" color="dimmed" mb={4}>
                {texts.ageHint}
              </Text>
              <SimpleGrid cols={3} breakpoints={[{ maxWidth: "xs", cols: 2 }]}>
                <TextInput
                  name="age_years"
                  label={texts.ageYears}
                  size="md"
                  inputMode="numeric"
                  maxLength={2}
                  autoComplete="off"
                  {...text("ageYears")}
                />
                <TextInput
                  name="age_months"
                  label={texts.ageMonths}
                  size="md"
                  inputMode="numeric"
                  maxLength={2}
                  autoComplete="off"
                  {...text("ageMonths")}
                />
                <TextInput
                  name="date_of_birth"
                  label={texts.dateOfBirth}
                  size="md"
                  type="date"
                  max={todayInIndia()}
                  {...text("dateOfBirth")}
                />
              </SimpleGrid>
            </Box>
          </Stack>
        </Box>

        <Box
          component="fieldset"
          aria-describedby={concernError ? `${inputId("concerns")}-error` : `${inputId("concerns")}-hint`}
          sx={bareFieldset}
        >
          <Text component="legend" size="lg" weight={700} mb={4}>
            {texts.concerns}
          </Text>
          <Text size="sm" color="dimmed" id={`${inputId("concerns")}-hint`} mb="sm">
            {texts.concernsHint}
          </Text>
          {concernError && (
            <Text size="sm" color="red" id={`${inputId("concerns")}-error`} mb="sm">
              {concernError}
            </Text>
          )}
          <SimpleGrid cols={2} spacing="sm" breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
            {concernIds.map((concern: ConcernId) => (
              <Checkbox
                key={concern}
                id={`${inputId("concerns")}-${concern}`}
                name={`concern_${concern}`}
                size="md"
                label={texts.concernLabels[concern]}
                checked={values.concerns.includes(concern)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  set(
                    "concerns",
                    checked
                      ? concernIds.filter((id) => id === concern || values.concerns.includes(id))
                      : values.concerns.filter((id) => id !== concern),
                  );
                }}
              />
            ))}
          </SimpleGrid>
          <Textarea
            mt="md"
            name="concern_details"
            label={texts.concernDetails}
            size="md"
            minRows={3}
            maxLength={assessmentMaxLength.concernDetails}
            {...text("concernDetails")}
          />
        </Box>

        <Box component="fieldset" sx={bareFieldset}>
          <Text component="legend" size="lg" weight={700} mb="sm">
            {texts.parent}
          </Text>
          <Stack spacing="md">
            <TextInput
              name="parent_name"
              label={texts.parentName}
              required
              size="md"
              autoComplete="name"
              maxLength={assessmentMaxLength.parentName}
              {...text("parentName")}
            />
            <TextInput
              name="phone"
              label={texts.phone}
              description={texts.phoneHint}
              required
              size="md"
              type="tel"
              autoComplete="tel"
              maxLength={assessmentMaxLength.phone}
              {...text("phone")}
            />
            <Radio.Group
              name="whatsapp"
              label={texts.whatsapp}
              size="md"
              value={values.whatsapp}
              onChange={(value) => set("whatsapp", value === "no" ? "no" : "yes")}
            >
              <Radio value="yes" label={texts.yes} />
              <Radio value="no" label={texts.no} />
            </Radio.Group>
            <TextInput
              name="email"
              label={texts.email}
              size="md"
              type="email"
              autoComplete="email"
              maxLength={assessmentMaxLength.email}
              {...text("email")}
            />
          </Stack>
        </Box>

        <Box component="fieldset" sx={bareFieldset}>
          <Text component="legend" size="lg" weight={700} mb="sm">
            {texts.call}
          </Text>
          <Stack spacing="md">
            <Radio.Group
              name="call_language"
              label={texts.callLanguage}
              size="md"
              value={values.callLanguage}
              onChange={(value) => set("callLanguage", value === "en" ? "en" : "hi")}
            >
              <Radio value="hi" label={texts.hindi} />
              <Radio value="en" label={texts.english} />
            </Radio.Group>
            <NativeSelect
              name="call_time"
              label={texts.callTime}
              size="md"
              value={values.callTime}
              onChange={(event) => set("callTime", event.currentTarget.value as AssessmentValues["callTime"])}
              data={callTimes.map((time) => ({ value: time, label: texts.callTimes[time] }))}
            />
            <NativeSelect
              name="service"
              label={texts.service}
              size="md"
              value={values.service}
              onChange={(event) => set("service", event.currentTarget.value as AssessmentValues["service"])}
              data={[
                { value: "not_sure", label: texts.notSure },
                ...serviceIds.map((id) => ({ value: id, label: services[id].title })),
              ]}
            />
          </Stack>
        </Box>

        <Checkbox
          id={inputId("consent")}
          name="consent"
          size="md"
          label={texts.consent}
          checked={values.consent}
          error={errors.consent}
          onChange={(event) => set("consent", event.currentTarget.checked)}
        />

        <FormSendFooter
          form="assessment"
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
