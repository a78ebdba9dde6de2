import { Button, List, Text, Title, useMantineTheme } from "@mantine/core";
import { Link } from "../i18n/links";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { servicesTexts, type Service } from "./servicesTexts";
import { DetailModal } from "../shared/DetailModal";
import { paths } from "../paths";

type Props = { service: Service | null; onClose: () => void };

/** The 'Read More' dialog of a service card. */
export function ServiceDetailsModal({ service, onClose }: Props) {
  const theme = useMantineTheme();
  const texts = useTexts(servicesTexts);
  return (
    <DetailModal
      item={service}
      onClose={onClose}
      title={(s) => s.title}
      closeLabel={texts.close}
      listPath={paths.services}
    >
      {(shown) => (
        <>
          <Text color="gray.8" mb="md">
            {shown.details}
          </Text>
          <Title order={3} size="h5" mb="xs" color="gray.9">
            {texts.highlightsHeading}
          </Title>
          <List spacing="xs" icon={<IconCircleCheck size={18} color={theme.colors.cyan[9]} aria-hidden="true" />}>
            {shown.highlights.map((highlight) => (
              <List.Item key={highlight}>{highlight}</List.Item>
            ))}
          </List>
          <Button component={Link} to={paths.assessment} size="md" mt="lg">
            {texts.requestAssessment}
          </Button>
        </>
      )}
    </DetailModal>
  );
}
