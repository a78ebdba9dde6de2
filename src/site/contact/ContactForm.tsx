import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { showNotification } from "@mantine/notifications";
import { useState, type FormEvent } from "react";
import { contactEndpoint } from "../../config/contactEndpoint";
import { contact } from "../../config/site";
import { useTexts } from "../i18n/LanguageContext";
import {
  contactMaxLength,
  contactSubjects,
  contactTexts,
  emptyContactMessage,
  validateContactMessage,
  type ContactMessage,
} from "./contactMessage";
import { deviceOutbox } from "./deviceOutbox";
import { postHiddenForm } from "./postHiddenForm";
import { useContactSender, type ContactFormDeps } from "./useContactSender";
import { FormSendFooter } from "../shared/FormSendFooter";

const defaultDeps: ContactFormDeps = {
  endpoint: contactEndpoint,
  fetch: (input, init) => window.fetch(input, init),
  postHiddenForm,
  fallbackEmail: contact.email,
  outbox: deviceOutbox,
};

/**
 * The contact form (docs/product.md "Contact form"): checks, then sends; a refusal is shown
 * with the text kept, and a message that cannot reach our server waits on the device.
 */
export function ContactForm({ deps = defaultDeps }: { deps?: ContactFormDeps }) {
  const texts = useTexts(contactTexts);
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage);
  const { sending, kept, submit, sendAgain } = useContactSender(deps, setValues);
  const field = <K extends keyof ContactMessage>(key: K) => ({
    name: key,
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = validateContactMessage(values, texts);
    if (problem) {
      showNotification({ message: problem, color: "red", autoClose: 9000 });
      return;
    }
    await submit(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.formLabel}>
      <Stack spacing="md">
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          <TextInput
            label={texts.name}
            required
            autoComplete="name"
            maxLength={contactMaxLength.name}
            {...field("name")}
          />
          <TextInput
            label={texts.email}
            type="email"
            required
            autoComplete="email"
            maxLength={contactMaxLength.email}
            {...field("email")}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          <TextInput
            label={texts.phone}
            type="tel"
            autoComplete="tel"
            maxLength={contactMaxLength.phone}
            {...field("phone")}
          />
          <NativeSelect
            label={texts.subject}
            required
            data={[
              { value: "", label: texts.chooseSubject },
              ...contactSubjects.map(({ value }) => ({ value, label: texts.subjects[value] })),
            ]}
            {...field("subject")}
          />
        </SimpleGrid>
        <Textarea
          label={texts.message}
          required
          minRows={5}
          maxLength={contactMaxLength.message}
          {...field("message")}
        />
        <FormSendFooter form="contact" texts={texts} sending={sending} keptCount={kept.length} sendAgain={sendAgain} />
      </Stack>
    </form>
  );
}
