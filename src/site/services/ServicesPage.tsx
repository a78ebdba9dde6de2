import { Button, Group, Text } from "@mantine/core";
import { CardGrid } from "../shared/CardGrid";
import { EasyReadLink } from "../easyRead/EasyReadLink";
import { Link } from "../i18n/links";
import { useMemo } from "react";
import { useTexts } from "../i18n/LanguageContext";
import { servicesIn, servicesTexts, type Service } from "./servicesTexts";
import { usePermalinkDialog } from "../shared/usePermalinkDialog";
import { ServiceCard } from "./ServiceCard";
import { ServiceDetailsModal } from "./ServiceDetailsModal";
import { PageFrame } from "../shared/PageFrame";
import NotFoundPage from "../notFound/NotFoundPage";
import { paths, servicePath } from "../paths";

/** /services, and /services/<id> with that service's dialog open over it (docs/product.md#services). */
export default function ServicesPage() {
  const { slug, linkState, close } = usePermalinkDialog(paths.services);
  const texts = useTexts(servicesTexts);
  const services = useMemo(() => servicesIn(texts), [texts]);
  const selected = slug === undefined ? null : (services.find((service) => service.id === slug) ?? null);
  if (slug !== undefined && !selected) return <NotFoundPage />;
  return <ServicesList services={services} selected={selected} linkState={linkState} onClose={close} />;
}

type Props = {
  services: readonly Service[];
  selected: Service | null;
  linkState: unknown;
  onClose: () => void;
};

function ServicesList({ services, selected, linkState, onClose }: Props) {
  const texts = useTexts(servicesTexts);
  return (
    <PageFrame
      title={texts.title}
      headTitle={selected?.title}
      description={selected ? selected.summary : texts.description}
      intro={texts.intro}
      after={<ServiceDetailsModal service={selected} onClose={onClose} />}
    >
      <Text mb="md">
        <EasyReadLink slug="services" />
      </Text>
      <Group spacing="md" mb="xl" align="center">
        <Text size="lg">{texts.assessmentInvite}</Text>
        <Button component={Link} to={paths.assessment} size="md">
          {texts.requestAssessment}
        </Button>
      </Group>
      <CardGrid cols={4} belowLarge={3}>
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} to={servicePath(service.id)} linkState={linkState} />
        ))}
      </CardGrid>
    </PageFrame>
  );
}
