import { Alert, Box, Checkbox, NativeSelect, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { contact, telHref } from "../../config/site";
import { deviceOutboxNamed } from "../contact/deviceOutbox";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { serviceIds, servicesTexts } from "../services/servicesTexts";
import { assessmentTexts, callTimes, concernIds, type ConcernId } from "./assessmentTexts";
import {
  assessmentEndpoint,
  assessmentMaxLength,
  emptyAssessment,
  validateAssessment,
  type AssessmentValues,
} from "./assessmentRequest";
import { FormSendFooter } from "../shared/FormSendFooter";
import { BoundTextarea, BoundTextInput, FormAnswer, FormFieldset, RefusalAlert } from "../shared/forms/FormParts";
import { browserSending } from "../shared/forms/browserSending";
import { postedName } from "../shared/forms/fieldProps";
import { useVisitorForm } from "../shared/forms/useVisitorForm";
import { useAssessmentSender, type AssessmentFormDeps } from "./useAssessmentSender";
import { todayInIndia } from "../../lib/format";

const defaultDeps: AssessmentFormDeps = browserSending(assessmentEndpoint, () =>
  deviceOutboxNamed("assessment-outbox"),
);

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
const concernsId = "assessment-concerns";

/**
 * The assessment request (docs/product.md#assessment-request). Without JavaScript it is a plain
 * form that posts to submit_assessment_request_page, whose answer is a result page; with it, the
 * request is checked here, kept on the device and sent with its key, and the answer shown here.
 */
export function AssessmentForm({ deps = defaultDeps }: { deps?: AssessmentFormDeps }) {
  const language = useLanguage();
  const texts = useTexts(assessmentTexts);
  const services = useTexts(servicesTexts).services;
  const sender = useAssessmentSender(deps, texts);
  const outcome = sender.shown;
  const { values, errors, set, bind, answerRef, answer, onSubmit } = useVisitorForm({
    idPrefix: "assessment",
    empty: () => emptyAssessment(language),
    fieldOrder,
    table: { labels: texts, maxLength: assessmentMaxLength },
    sender,
    validate: (current) => validateAssessment(current, texts.errors, todayInIndia()),
    // The concerns are a group of checkboxes: the first one takes the focus.
    focusId: (field) => (field === "concerns" ? `${concernsId}-speech` : `assessment-${field}`),
  });

  /** A choice's name, label, its one plain line of help, value and size (a radio group or a select). */
  const choice = (field: "whatsapp" | "callLanguage" | "callTime" | "service") => ({
    id: `assessment-${field}`,
    name: postedName(field),
    label: texts[field],
    description: texts[`${field}Hint`],
    size: "md" as const,
    value: values[field],
  });
  /** A radio's tie to its group's help line (Mantine ties a select's, not a radio group's). */
  const helpOf = (field: "whatsapp" | "callLanguage") => ({ "aria-describedby": `assessment-${field}-description` });

  if (outcome?.status === "sent") {
    return (
      <FormAnswer {...answer} another={texts.another}>
        <Alert color="teal" radius="md">
          <Title order={2} size="h3" mb="sm">
            {texts.thanksTitle}
          </Title>
          {/* The server's thanks is the title's: the page says it once, and the centre's number. */}
          <Text size="md">{texts.next}</Text>
          <Text size="md" mt="sm">
            {texts.noCall} <a href={telHref(contact.phones[0])}>{contact.phones[0]}</a>
          </Text>
        </Alert>
      </FormAnswer>
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
          <RefusalAlert answerRef={answerRef} title={texts.refusedTitle}>
            {outcome.message}
          </RefusalAlert>
        )}
        <FormFieldset legend={texts.child}>
          <Stack spacing="md">
            <BoundTextInput {...bind("childName")} description={texts.childNameHint} required autoComplete="off" />
            {/* The age is one question in three inputs: the group carries its help line. */}
            <Box
              component="fieldset"
              aria-describedby="assessment-age-hint"
              sx={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
            >
              <Text component="legend" weight={500} size="md" p={0}>
                {texts.age}
              </Text>
              <Text size="sm" color="dimmed" mb={4} id="assessment-age-hint">
                {texts.ageHint}
              </Text>
              <SimpleGrid cols={3} breakpoints={[{ maxWidth: "xs", cols: 2 }]}>
                <BoundTextInput {...bind("ageYears")} inputMode="numeric" maxLength={2} autoComplete="off" />
                <BoundTextInput {...bind("ageMonths")} inputMode="numeric" maxLength={2} autoComplete="off" />
                <BoundTextInput {...bind("dateOfBirth")} type="date" max={todayInIndia()} />
              </SimpleGrid>
            </Box>
          </Stack>
        </FormFieldset>

        <FormFieldset
          legend={texts.concerns}
          legendMb={4}
          describedBy={concernError ? `${concernsId}-error` : `${concernsId}-hint`}
        >
          <Text size="sm" color="dimmed" id={`${concernsId}-hint`} mb="sm">
            {texts.concernsHint}
          </Text>
          {concernError && (
            <Text size="sm" color="red" id={`${concernsId}-error`} mb="sm">
              {concernError}
            </Text>
          )}
          <SimpleGrid cols={2} spacing="sm" breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
            {concernIds.map((concern: ConcernId) => (
              <Checkbox
                key={concern}
                id={`${concernsId}-${concern}`}
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
          <BoundTextarea mt="md" {...bind("concernDetails")} description={texts.concernDetailsHint} minRows={3} />
        </FormFieldset>

        <FormFieldset legend={texts.parent}>
          <Stack spacing="md">
            <BoundTextInput {...bind("parentName")} description={texts.parentNameHint} required autoComplete="name" />
            <BoundTextInput {...bind("phone")} description={texts.phoneHint} required type="tel" autoComplete="tel" />
            <Radio.Group {...choice("whatsapp")} onChange={(value) => set("whatsapp", value === "no" ? "no" : "yes")}>
              <Radio value="yes" label={texts.yes} {...helpOf("whatsapp")} />
              <Radio value="no" label={texts.no} {...helpOf("whatsapp")} />
            </Radio.Group>
            <BoundTextInput {...bind("email")} description={texts.emailHint} type="email" autoComplete="email" />
          </Stack>
        </FormFieldset>

        <FormFieldset legend={texts.call}>
          <Stack spacing="md">
            <Radio.Group
              {...choice("callLanguage")}
              onChange={(value) => set("callLanguage", value === "en" ? "en" : "hi")}
            >
              <Radio value="hi" label={texts.hindi} {...helpOf("callLanguage")} />
              <Radio value="en" label={texts.english} {...helpOf("callLanguage")} />
            </Radio.Group>
            <NativeSelect
              {...choice("callTime")}
              onChange={(event) => set("callTime", event.currentTarget.value as AssessmentValues["callTime"])}
              data={callTimes.map((time) => ({ value: time, label: texts.callTimes[time] }))}
            />
            <NativeSelect
              {...choice("service")}
              onChange={(event) => set("service", event.currentTarget.value as AssessmentValues["service"])}
              data={[
                { value: "not_sure", label: texts.notSure },
                ...serviceIds.map((id) => ({ value: id, label: services[id].title })),
              ]}
            />
          </Stack>
        </FormFieldset>

        <Box>
          <Checkbox
            id="assessment-consent"
            name="consent"
            size="md"
            label={texts.consent}
            checked={values.consent}
            error={errors.consent}
            aria-describedby="assessment-consent-hint"
            onChange={(event) => set("consent", event.currentTarget.checked)}
          />
          <Text size="sm" color="dimmed" id="assessment-consent-hint" mt={4} ml={36}>
            {texts.consentHint}
          </Text>
        </Box>

        <FormSendFooter form="assessment" texts={texts} sender={sender} size="lg" />
      </Stack>
    </form>
  );
}
