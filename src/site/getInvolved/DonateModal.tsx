import { Anchor, Box, Button, Divider, SimpleGrid, Text, Title } from "@mantine/core";
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { RegistrationList } from "../shared/RegistrationList";
import { SiteDialog } from "../shared/SiteDialog";
import { useTexts } from "../i18n/LanguageContext";
import { BankDetails } from "./BankDetails";
import { donateTexts } from "./getInvolvedTexts";
import { UpiPayment } from "./UpiPayment";

type Props = { opened: boolean; onClose: () => void };

/**
 * The "Donate Now" button with its dialog. The dialog's state lives here, not in the page: a tap
 * redraws this button and the dialog only, not every card of the page (each Mantine component
 * serializes its styles again when it redraws; docs/architecture.md#interaction-to-next-paint).
 */
export function DonateAction({ label }: { label: string }) {
  const [opened, setOpened] = useState(false);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  return (
    <>
      <DonateButton label={label} onClick={open} />
      <DonateModal opened={opened} onClose={close} />
    </>
  );
}

const DonateButton = memo(function DonateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button onClick={onClick}>{label}</Button>;
});

/**
 * How to give: UPI first (a link that opens the phone's UPI apps, and a QR code for a desktop
 * screen), bank details, the receipt sentence and link, and the foundation's registrations.
 */
export function DonateModal({ opened, onClose }: Props) {
  const donateModal = useTexts(donateTexts);
  // The dialog (in the page, closed, until the tap) paints at once, with its title; its body
  // (amounts, bank details, registrations) follows in a render that yields to the phone: drawn in
  // the tap's own task it kept a phone at 4× CPU from painting for half a second
  // (docs/performance.md, "Interaction to next paint").
  const [bodyShown, setBodyShown] = useState(false);
  useEffect(() => {
    if (!opened) return setBodyShown(false);
    // Once the frame that shows the dialog has been drawn: a transition started at once may begin
    // its work before that frame.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setBodyShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [opened]);
  // The same elements while only `opened` changes, so that opening redraws none of them.
  const title = useMemo(
    () => (
      <Title order={2} size="h3">
        {donateModal.title}
      </Title>
    ),
    [donateModal.title],
  );
  const content = useMemo(
    () => (
      <>
        <Text mb="md">{donateModal.intro}</Text>
        {bodyShown ? <DonateBody onClose={onClose} /> : <Box mih={480} aria-busy />}
      </>
    ),
    [donateModal.intro, bodyShown, onClose],
  );
  return (
    <SiteDialog opened={opened} onClose={onClose} title={title} closeLabel={donateModal.close}>
      {content}
    </SiteDialog>
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
