import { Anchor, Box, Divider, Modal, SimpleGrid, Text, Title } from "@mantine/core";
import { startTransition, useEffect, useState } from "react";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { RegistrationList } from "../shared/RegistrationList";
import { useTexts } from "../i18n/LanguageContext";
import { BankDetails } from "./BankDetails";
import { donateTexts } from "./getInvolvedTexts";
import { UpiPayment } from "./UpiPayment";

type Props = { opened: boolean; onClose: () => void };

/**
 * How to give: UPI first (a link that opens the phone's UPI apps, and a QR code for a desktop
 * screen), bank details, the receipt sentence and link, and the foundation's registrations.
 */
export function DonateModal({ opened, onClose }: Props) {
  const donateModal = useTexts(donateTexts);
  // The dialog paints at once, with its title; its body (amounts, bank details, registrations)
  // follows in a render that yields to the phone: drawn in the tap's own task it kept a phone at
  // 4× CPU from painting for half a second (docs/performance.md, "Interaction to next paint").
  const [bodyShown, setBodyShown] = useState(false);
  useEffect(() => {
    if (opened) startTransition(() => setBodyShown(true));
    else setBodyShown(false);
  }, [opened]);
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
      {bodyShown ? <DonateBody onClose={onClose} /> : <Box mih={480} aria-busy />}
    </Modal>
  );
}

function DonateBody({ onClose }: { onClose: () => void }) {
  const donateModal = useTexts(donateTexts);
  return (
    <>
      <SimpleGrid cols={2} spacing="xl" breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
        <UpiPayment />
        <BankDetails />
      </SimpleGrid>
      <Divider my="md" />
      <Text>{donateModal.confirmation}</Text>
      <Anchor component={Link} to={paths.receiptRequest} onClick={onClose} weight={600}>
        {donateModal.receiptLink}
      </Anchor>
      <Title order={3} size="h4" mt="md" mb="xs">
        {donateModal.registrationsHeading}
      </Title>
      <RegistrationList />
    </>
  );
}
