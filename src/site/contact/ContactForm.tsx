import { Button, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { showNotification } from "@mantine/notifications";
import { useState, type FormEvent } from "react";
import { contactEndpoint } from "../../config/contactEndpoint";
import { contact } from "../../config/site";
import {
  contactMaxLength,
  contactSubjects,
  emptyContactMessage,
  validateContactMessage,
  type ContactMessage,
} from "./contactMessage";
import { postHiddenForm } from "./postHiddenForm";
import { submitContactMessage, type ContactDeps } from "./submitContactMessage";

const defaultDeps: ContactDeps = {
  endpoint: contactEndpoint,
  fetch: (input, init) => window.fetch(input, init),
  postHiddenForm,
  fallbackEmail: contact.email,
};

function toast(message: string, ok: boolean) {
  showNotification({ message, color: ok ? "green" : "red", autoClose: ok ? 6000 : 9000 });
}

/** The contact form (docs/product.md#contact-form): checks, then the three-method chain. */
export function ContactForm({ deps = defaultDeps }: { deps?: ContactDeps }) {
  const [values, setValues] = useState<ContactMessage>(emptyContactMessage);
  const [sending, setSending] = useState(false);
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
    const problem = validateContactMessage(values);
    if (problem) {
      toast(problem, false);
      return;
    }
    setSending(true);
    const outcome = await submitContactMessage(values, deps);
    setSending(false);
    toast(outcome.message, outcome.status === "sent");
    if (outcome.status === "sent") setValues(emptyContactMessage);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Stack spacing="md">
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          <TextInput label="Name" required autoComplete="name" maxLength={contactMaxLength.name} {...field("name")} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            maxLength={contactMaxLength.email}
            {...field("email")}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={contactMaxLength.phone}
            {...field("phone")}
          />
          <NativeSelect
            label="Subject"
            required
            data={[{ value: "", label: "Select a subject" }, ...contactSubjects]}
            {...field("subject")}
          />
        </SimpleGrid>
        <Textarea label="Message" required minRows={5} maxLength={contactMaxLength.message} {...field("message")} />
        <Button type="submit" size="md" disabled={sending} sx={{ alignSelf: "flex-start" }}>
          {sending ? "Sending..." : "Send Message"}
        </Button>
      </Stack>
    </form>
  );
}
