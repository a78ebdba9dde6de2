import { Center, Divider, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";
import { bank, upi, upiPaymentUri } from "../../config/site";
import { donateModal } from "./getInvolvedContent";

type Props = { opened: boolean; onClose: () => void };

const bankRows = (Object.keys(donateModal.labels) as (keyof typeof donateModal.labels)[]).map((key) => ({
  label: donateModal.labels[key],
  value: bank[key],
}));

/** Bank details and a UPI QR code generated from the configured UPI ID. */
export function DonateModal({ opened, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Title order={2} size="h3">
          {donateModal.title}
        </Title>
      }
      size="lg"
      closeButtonLabel={donateModal.close}
    >
      <Text mb="md">{donateModal.intro}</Text>
      <SimpleGrid cols={2} spacing="xl" breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
        <div>
          <Title order={3} size="h4" mb="sm">
            {donateModal.bankHeading}
          </Title>
          <dl style={{ margin: 0 }}>
            {bankRows.map((row) => (
              <div key={row.label} style={{ marginBottom: 8 }}>
                <Text component="dt" size="sm" color="dimmed">
                  {row.label}
                </Text>
                <Text component="dd" weight={600} m={0} sx={{ overflowWrap: "anywhere" }}>
                  {row.value}
                </Text>
              </div>
            ))}
          </dl>
        </div>
        <Stack spacing="xs" align="center">
          <Title order={3} size="h4">
            {donateModal.qrHeading}
          </Title>
          <Center
            p="sm"
            sx={(theme) => ({ border: `1px solid ${theme.colors.gray[3]}`, borderRadius: theme.radius.md })}
          >
            <QRCodeSVG value={upiPaymentUri()} size={180} level="M" role="img" aria-label={donateModal.qrAlt} />
          </Center>
          <Divider w="100%" />
          <Text size="sm" color="dimmed">
            {donateModal.upiLabel}
          </Text>
          <Text weight={600}>{upi.id}</Text>
        </Stack>
      </SimpleGrid>
    </Modal>
  );
}
