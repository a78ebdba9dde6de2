import { Button, Group, List, Modal, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { servicesPage, type Service } from "../../content/services";
import { useRetained } from "../shared/useRetained";

type Props = { service: Service | null; onClose: () => void };

/** The 'Read More' dialog; Mantine traps focus, closes on Escape and returns focus to the button. */
export function ServiceDetailsModal({ service, onClose }: Props) {
  const shown = useRetained(service);
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      size="lg"
      centered
      closeButtonLabel={servicesPage.close}
      title={
        <Title order={2} size="h3" color="brand.8">
          {shown?.title}
        </Title>
      }
    >
      {shown && (
        <>
          <Text color="gray.8" mb="md">
            {shown.details}
          </Text>
          <Title order={3} size="h5" mb="xs" color="gray.9">
            {servicesPage.highlightsHeading}
          </Title>
          <List spacing="xs" icon={<IconCircleCheck size={18} color="#0b7285" aria-hidden="true" />}>
            {shown.highlights.map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List>
          <Group position="right" mt="xl">
            <Button variant="default" onClick={onClose}>
              {servicesPage.close}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
