import { Container, SimpleGrid } from "@mantine/core";
import { useMemo, useState } from "react";
import type { Advisory } from "../../lib/database.types";
import { activeAdvisors, ALL_SPECIALTIES, distinctPositions, filterBySpecialty } from "./advisorFilter";
import { useTexts } from "../i18n/LanguageContext";
import { advisoryTexts } from "./advisoryTexts";
import { usePublishedData } from "../publishedData";
import { usePageHead } from "../shared/usePageHead";
import { AdvisorCard } from "./AdvisorCard";
import { AdvisorModal } from "./AdvisorModal";
import { SpecialtyFilter } from "./SpecialtyFilter";
import { LoadingState } from "../shared/LoadingState";
import { PageIntro } from "../shared/PageIntro";

export default function AdvisoryPage() {
  const advisoryPage = useTexts(advisoryTexts);
  usePageHead({ title: advisoryPage.title, description: advisoryPage.description });
  const state = usePublishedData("advisories");
  const [specialty, setSpecialty] = useState(ALL_SPECIALTIES);
  const [selected, setSelected] = useState<Advisory | null>(null);

  // A failed load is only logged (by usePublishedRead); the page then simply lists nobody.
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
