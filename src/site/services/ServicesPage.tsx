import { Container, SimpleGrid } from "@mantine/core";
import { services, servicesPage, type Service } from "./servicesContent";
import { usePageHead } from "../shared/usePageHead";
import { usePermalinkDialog } from "../shared/usePermalinkDialog";
import { ServiceCard } from "./ServiceCard";
import { ServiceDetailsModal } from "./ServiceDetailsModal";
import { PageIntro } from "../shared/PageIntro";
import NotFoundPage from "../notFound/NotFoundPage";
import { paths, servicePath } from "../paths";

/** /services, and /services/<id> with that service's dialog open over it (docs/product.md#services). */
export default function ServicesPage() {
  const { slug, linkState, close } = usePermalinkDialog(paths.services);
  const selected = slug === undefined ? null : (services.find((service) => service.id === slug) ?? null);
  if (slug !== undefined && !selected) return <NotFoundPage />;
  return <ServicesList selected={selected} linkState={linkState} onClose={close} />;
}

type Props = { selected: Service | null; linkState: unknown; onClose: () => void };

function ServicesList({ selected, linkState, onClose }: Props) {
  usePageHead(
    selected
      ? { title: selected.title, description: selected.summary }
      : { title: servicesPage.title, description: servicesPage.description },
  );
  return (
    <div>
      <PageIntro title={servicesPage.title}>{servicesPage.intro}</PageIntro>
      <Container size="lg" pb={48}>
        <SimpleGrid
          cols={4}
          breakpoints={[
            { maxWidth: "lg", cols: 3 },
            { maxWidth: "md", cols: 2 },
            { maxWidth: "xs", cols: 1 },
          ]}
        >
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} to={servicePath(service.id)} linkState={linkState} />
          ))}
        </SimpleGrid>
      </Container>
      <ServiceDetailsModal service={selected} onClose={onClose} />
    </div>
  );
}
