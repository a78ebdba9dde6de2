import { Alert, Button, Stack, Text, type MantineSize } from "@mantine/core";
import { PrivacyNotice } from "./PrivacyNotice";
import type { FormName } from "./privacyNotice";

export type FormSendTexts = {
  send: string;
  sending: string;
  /** What the notice says when messages wait on this device (forms that keep them). */
  keptTitle?: string;
  kept?: string;
  sendAgain?: string;
};

/** What the footer shows of a form's sending: whether it is under way, and what waits on the device. */
export type FormSender = { sending: boolean; kept?: readonly unknown[]; sendAgain?: () => Promise<unknown> };

/**
 * The end of every visitor form: the messages still waiting on this device with a button to send
 * them again (docs/product.md, the contact form's outbox), the privacy notice and the send button.
 */
export function FormSendFooter({
  form,
  texts,
  sender,
  size = "md",
}: {
  form: FormName;
  texts: FormSendTexts;
  /** The form's sender (useOutboxSender's, or just `sending` for a form that keeps nothing). */
  sender: FormSender;
  size?: MantineSize;
}) {
  const { sending, kept = [], sendAgain } = sender;
  return (
    <>
      {kept.length > 0 && sendAgain && (
        <Alert
          color="orange"
          title={texts.keptTitle}
          role="status"
          // Mantine's orange title is too light on its tint for AA contrast.
          styles={(theme) => ({ title: { color: theme.colors.gray[9] } })}
        >
          <Stack spacing="xs" align="flex-start">
            <Text size="sm">{texts.kept}</Text>
            <Button
              variant="outline"
              color="dark"
              size={size === "lg" ? "sm" : "xs"}
              onClick={() => void sendAgain()}
              disabled={sending}
            >
              {texts.sendAgain}
            </Button>
          </Stack>
        </Alert>
      )}
      <PrivacyNotice form={form} />
      <Button type="submit" size={size} disabled={sending} sx={{ alignSelf: "flex-start" }}>
        {sending ? texts.sending : texts.send}
      </Button>
    </>
  );
}
