import { List, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { servicesPage, type Service } from "../../content/services";
import { DetailModal } from "../shared/DetailModal";

type Props = { service: Service | null; onClose: () => void };

/** The 'Read More' dialog of a service card. */
export function ServiceDetailsModal({ service, onClose }: Props) {
  return (
    <DetailModal item={service} onClose={onClose} title={(s) => s.title} closeLabel={servicesPage.close}>
      {(shown) => (
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
        </>
      )}
    </DetailModal>
  );
}
