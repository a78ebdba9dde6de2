import { Box, Button, Center, Group, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";
import { startTransition, useDeferredValue, useEffect, useId, useState } from "react";
import { upi } from "../../config/site";
import { useTexts } from "../i18n/LanguageContext";
import { CopyValueButton } from "./CopyValueButton";
import { donateTexts } from "./getInvolvedTexts";
import { formatRupees, parseRupees, upiPaymentLink } from "./upiLink";

const OTHER = "other";
const QR_SIZE = 180;

/**
 * The UPI half of the donate dialog, phones first: preset amounts or another, a link that opens
 * the phone's UPI apps, and the QR code with the same payment details for a desktop reader.
 */
export function UpiPayment() {
  const donateModal = useTexts(donateTexts);
  const [choice, setChoice] = useState<string>(String(upi.presetAmounts[1]));
  const [other, setOther] = useState("");
  const legendId = useId();
  const otherAmount = parseRupees(other);
  const otherInvalid = choice === OTHER && other.trim() !== "" && otherAmount === null;
  const amount = choice === OTHER ? otherAmount : Number(choice);
  const link = upiPaymentLink({ payeeAddress: upi.id, payeeName: upi.payeeName, amount, note: upi.note });
  // Drawing the QR code (its eight masks scored) took 100-250 ms at 4× CPU: the dialog and each
  // choice of amount paint first, and the code follows in a render that yields to the phone
  // (docs/performance.md, "Interaction to next paint"). Its box keeps its size meanwhile.
  const qrLink = useDeferredValue(link);
  const [qrShown, setQrShown] = useState(false);
  useEffect(() => startTransition(() => setQrShown(true)), []);

  return (
    <Stack spacing="sm">
      <Title order={3} size="h4">
        {donateModal.qrHeading}
      </Title>
      <div role="radiogroup" aria-labelledby={legendId}>
        <Text id={legendId} size="sm" weight={600} mb={6}>
          {donateModal.amountLegend}
        </Text>
        <SegmentedControl
          fullWidth
          value={choice}
          onChange={setChoice}
          data={[
            ...upi.presetAmounts.map((preset) => ({ value: String(preset), label: formatRupees(preset) })),
            { value: OTHER, label: donateModal.otherChoice },
          ]}
        />
      </div>
      {choice === OTHER && (
        <TextInput
          label={donateModal.otherAmount}
          inputMode="decimal"
          autoComplete="off"
          value={other}
          onChange={(event) => setOther(event.currentTarget.value)}
          error={otherInvalid ? donateModal.otherAmountInvalid : undefined}
          data-autofocus
        />
      )}
      <Button component="a" href={link} size="md" fullWidth>
        {amount === null ? donateModal.payWithApp : `${donateModal.payWithApp}: ${formatRupees(amount)}`}
      </Button>
      <Text size="sm" color="dimmed">
        {donateModal.payHint}
      </Text>
      <Center p="sm" sx={(theme) => ({ border: `1px solid ${theme.colors.gray[3]}`, borderRadius: theme.radius.md })}>
        <Box w={QR_SIZE} h={QR_SIZE}>
          {qrShown && <QRCodeSVG value={qrLink} size={QR_SIZE} level="M" role="img" aria-label={donateModal.qrAlt} />}
        </Box>
      </Center>
      <Group spacing="xs" position="apart">
        <div>
          <Text size="sm" color="dimmed">
            {donateModal.upiLabel}
          </Text>
          <Text weight={600}>{upi.id}</Text>
        </div>
        <CopyValueButton value={upi.id} label={donateModal.upiLabel} />
      </Group>
    </Stack>
  );
}
