import { Container, SimpleGrid } from "@mantine/core";
import { useMemo, useState } from "react";
import type { Advisory } from "../../lib/database.types";
import { activeAdvisors, ALL_SPECIALTIES, distinctPositions, filterBySpecialty } from "./advisorFilter";
import { advisoryPage } from "./advisoryContent";
import { fetchAdvisories } from "./advisoryData";
import { usePageMeta } from "../shared/usePageMeta";
import { AdvisorCard } from "./AdvisorCard";
import { AdvisorModal } from "./AdvisorModal";
import { SpecialtyFilter } from "./SpecialtyFilter";
import { LoadingState } from "../shared/LoadingState";
import { PageIntro } from "../shared/PageIntro";
import { useLoader } from "../shared/useLoader";

export default function AdvisoryPage() {
  usePageMeta(advisoryPage.title, advisoryPage.description);
  const state = useLoader(fetchAdvisories);
  const [specialty, setSpecialty] = useState(ALL_SPECIALTIES);
  const [selected, setSelected] = useState<Advisory | null>(null);

  // A failed load is only logged (by useLoader); the page then simply lists nobody.
  const active = useMemo(() => activeAdvisors(state.status === "ready" ? state.data : []), [state]);
  const positions = useMemo(() => distinctPositions(active), [active]);
  const shown = filterBySpecialty(active, specialty);

  return (
    <div>
      <PageIntro title={advisoryPage.title}>{advisoryPage.intro}</PageIntro>
      <Container size="lg" pb={48}>
        <SpecialtyFilter positions={positions} selected={specialty} onSelect={setSpecialty} />
        {state.status === "loading" ? (
          <LoadingState label={advisoryPage.loading} />
        ) : (
          <SimpleGrid
            mt="xl"
            cols={3}
            breakpoints={[
              { maxWidth: "md", cols: 2 },
              { maxWidth: "xs", cols: 1 },
            ]}
            role="list"
            aria-label={advisoryPage.listLabel}
          >
            {shown.map((advisor) => (
              <AdvisorCard key={advisor.id} advisor={advisor} onOpen={setSelected} />
            ))}
          </SimpleGrid>
        )}
      </Container>
      <AdvisorModal advisor={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
