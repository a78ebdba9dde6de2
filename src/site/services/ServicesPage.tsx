import { Container, SimpleGrid } from "@mantine/core";
import { useState } from "react";
import { services, servicesPage, type Service } from "./servicesContent";
import { usePageHead } from "../shared/usePageHead";
import { ServiceCard } from "./ServiceCard";
import { ServiceDetailsModal } from "./ServiceDetailsModal";
import { PageIntro } from "../shared/PageIntro";

export default function ServicesPage() {
  usePageHead({ title: servicesPage.title, description: servicesPage.description });
  const [selected, setSelected] = useState<Service | null>(null);
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
            <ServiceCard key={service.id} service={service} onReadMore={setSelected} />
          ))}
        </SimpleGrid>
      </Container>
      <ServiceDetailsModal service={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
