import { Container } from "@mantine/core";
import { MedicalTeamReasons } from "../shared/MedicalTeamReasons";

/** The home page's block on the medical team, in its own module so that it hydrates later. */
export default function MedicalTeamSection() {
  return (
    <Container size="lg" py={48}>
      <MedicalTeamReasons />
    </Container>
  );
}
