import { Alert, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { newClientKey } from "../contact/deviceOutbox";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { paymentModes, receiptRequestTexts } from "./getInvolvedTexts";
import { panExample } from "./pan";
import {
  emptyReceiptRequest,
  receiptMaxLength,
  submitReceiptRequest,
  validateReceiptRequest,
  type ReceiptOutcome,
  type ReceiptRequestValues,
} from "./receiptRequest";
import { FormSendFooter } from "../shared/FormSendFooter";
import { todayInIndia } from "../../lib/format";

const fieldOrder: (keyof ReceiptRequestValues)[] = Object.keys(emptyReceiptRequest) as (keyof ReceiptRequestValues)[];
const inputId = (field: keyof ReceiptRequestValues) => `receipt-${field}`;

/**
 * The 80G receipt request: each error is shown under its field and tied to it (Mantine sets
 * aria-invalid and aria-describedby); a refused send moves focus to the first field in error.
 */
export function ReceiptRequestForm() {
  const texts = useTexts(receiptRequestTexts);
  const language = useLanguage();
  const form = useForm<ReceiptRequestValues>({
    initialValues: emptyReceiptRequest,
    validate: (values) => validateReceiptRequest(values, todayInIndia(), texts.errors),
  });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<ReceiptOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const input = (field: keyof ReceiptRequestValues) => ({ id: inputId(field), ...form.getInputProps(field) });

  // One key per request: a send of the same values again (after a lost answer) keeps it, so the
  // server stores the request once; changed values are a new request with a new key.
  const sent = useRef<{ values: string; key: string } | null>(null);
  const send = async (values: ReceiptRequestValues) => {
    setSending(true);
    const asSent = JSON.stringify(values);
    if (sent.current?.values !== asSent) sent.current = { values: asSent, key: newClientKey() };
    const result = await submitReceiptRequest(values, texts, sent.current.key, language);
    setSending(false);
    setOutcome(result);
    if (result.ok) {
      sent.current = null;
      form.reset();
    }
  };
  // The answer takes focus once shown, so a screen reader reads it and the visitor starts there.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = fieldOrder.find((field) => errors[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  return (
    <form onSubmit={form.onSubmit(send, focusFirstError)} noValidate aria-label={texts.title}>
      <Stack spacing="md">
        {outcome && (
          <Alert
            ref={outcomeRef}
            tabIndex={-1}
            role={outcome.ok ? "status" : "alert"}
            color={outcome.ok ? "teal" : "red"}
          >
            {outcome.message}
          </Alert>
        )}
        <TextInput
          label={texts.labels.donorName}
          required
          autoComplete="name"
          maxLength={receiptMaxLength.donorName}
          {...input("donorName")}
        />
        <TextInput
          label={texts.labels.pan}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          placeholder={panExample}
          {...input("pan")}
        />
        <Textarea
          label={texts.labels.address}
          required
          autoComplete="street-address"
          minRows={3}
          maxLength={receiptMaxLength.address}
          {...input("address")}
        />
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          <TextInput
            label={texts.labels.email}
            description={texts.labels.contactHint}
            type="email"
            autoComplete="email"
            maxLength={receiptMaxLength.email}
            {...input("email")}
          />
          <TextInput
            label={texts.labels.phone}
            type="tel"
            autoComplete="tel"
            maxLength={receiptMaxLength.phone}
            {...input("phone")}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          <TextInput label={texts.labels.amount} required inputMode="decimal" {...input("amount")} />
          <TextInput label={texts.labels.giftDate} required type="date" max={todayInIndia()} {...input("giftDate")} />
        </SimpleGrid>
        <NativeSelect
          label={texts.labels.mode}
          required
          data={[
            { value: "", label: texts.labels.modeChoose },
            ...paymentModes.map((mode) => ({ value: mode, label: texts.modes[mode] })),
          ]}
          {...input("mode")}
        />
        <TextInput
          label={texts.labels.reference}
          description={texts.labels.referenceHint}
          required={form.values.mode !== "cash"}
          maxLength={receiptMaxLength.reference}
          {...input("reference")}
        />
        <FormSendFooter form="receipt" texts={{ send: texts.submit, sending: texts.sending }} sender={{ sending }} />
      </Stack>
    </form>
  );
}
