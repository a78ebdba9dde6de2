import { NativeSelect, SimpleGrid, Stack, TextInput } from "@mantine/core";
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
import { PlainTextarea } from "../shared/PlainTextarea";
import { browserSending } from "../shared/forms/browserSending";
import { fieldProps } from "../shared/forms/fieldProps";

const defaultDeps: ContactFormDeps = {
  ...browserSending(contactEndpoint, deviceOutbox),
  postHiddenForm,
  fallbackEmail: contact.email,
};

/**
 * The contact form (docs/product.md "Contact form"): checks, then sends; a refusal is shown
 * with the text kept, and a message that cannot reach our server waits on the device.
 */
export function ContactForm({ deps = defaultDeps }: { deps?: ContactFormDeps }) {
  const texts = useTexts(contactTexts);
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage);
  const sender = useContactSender(deps, setValues);
  const { sending, submit } = sender;
  const field = (key: keyof ContactMessage) =>
    fieldProps(key, values, (changed, value) => setValues((current) => ({ ...current, [changed]: value })), {
      labels: texts,
      maxLength: contactMaxLength,
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
          <TextInput {...field("name")} required autoComplete="name" />
          <TextInput {...field("email")} type="email" required autoComplete="email" />
        </SimpleGrid>
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          <TextInput {...field("phone")} type="tel" autoComplete="tel" />
          <NativeSelect
            {...field("subject")}
            required
            data={[
              { value: "", label: texts.chooseSubject },
              ...contactSubjects.map(({ value }) => ({ value, label: texts.subjects[value] })),
            ]}
          />
        </SimpleGrid>
        <PlainTextarea {...field("message")} required rows={5} />
        <FormSendFooter form="contact" texts={texts} sender={sender} />
      </Stack>
    </form>
  );
}
