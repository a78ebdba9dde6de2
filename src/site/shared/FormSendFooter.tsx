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

/**
 * The end of every visitor form: the messages still waiting on this device with a button to send
 * them again (docs/product.md, the contact form's outbox), the privacy notice and the send button.
 */
export function FormSendFooter({
  form,
  texts,
  sending,
  keptCount = 0,
  sendAgain,
  size = "md",
}: {
  form: FormName;
  texts: FormSendTexts;
  sending: boolean;
  keptCount?: number;
  sendAgain?: () => Promise<unknown>;
  size?: MantineSize;
}) {
  return (
    <>
      {keptCount > 0 && sendAgain && (
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
