import { Box, Container, Text, Title } from "@mantine/core";
import { MedicalTeamReasons } from "../shared/MedicalTeamReasons";
import { useTexts } from "../i18n/LanguageContext";
import { doctorsTexts } from "./doctorsTexts";
import { usePublishedData } from "../publishedData";
import { usePageHead } from "../shared/usePageHead";
import { DoctorsCarousel } from "./DoctorsCarousel";
import { LoadingState } from "../shared/LoadingState";
import { PageIntro } from "../shared/PageIntro";

function DoctorsList() {
  const doctorsPage = useTexts(doctorsTexts);
  const state = usePublishedData("doctors");
  if (state.status === "loading") return <LoadingState label={doctorsPage.loading} />;
  if (state.status === "error")
    return (
      <Text role="alert" align="center" color="red.9" py="xl">
        {doctorsPage.error}
      </Text>
    );
  if (state.data.length === 0)
    return (
      <Text align="center" color="gray.8" py="xl">
        {doctorsPage.empty}
      </Text>
    );
  return <DoctorsCarousel doctors={state.data} />;
}

export default function ExpertDoctorsPage() {
  const doctorsPage = useTexts(doctorsTexts);
  usePageHead({ title: doctorsPage.title, description: doctorsPage.description });
  return (
    <div>
      <PageIntro title={doctorsPage.title}>{doctorsPage.intro}</PageIntro>
      <section aria-labelledby="doctors-heading">
        <Container size="xl" pb={48}>
          <Title order={2} id="doctors-heading" align="center" mb="xs" color="brand.8">
            {doctorsPage.listHeading}
          </Title>
          <DoctorsList />
        </Container>
      </section>
      <Box bg="brand.0">
        <Container size="lg" py={48}>
          <MedicalTeamReasons />
        </Container>
      </Box>
    </div>
  );
}
