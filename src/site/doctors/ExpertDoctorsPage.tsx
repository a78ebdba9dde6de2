import { Box, Container, Text, Title } from "@mantine/core";
import { MedicalTeamReasons } from "../shared/MedicalTeamReasons";
import { useTexts } from "../i18n/LanguageContext";
import { doctorsTexts } from "./doctorsTexts";
import { usePublishedData } from "../publishedData";
import { DoctorsCarousel } from "./DoctorsCarousel";
import { LoadedContent } from "../shared/LoadingState";
import { PageFrame } from "../shared/PageFrame";

function DoctorsList() {
  const doctorsPage = useTexts(doctorsTexts);
  const state = usePublishedData("doctors");
  return (
    <LoadedContent state={state} loading={doctorsPage.loading} error={doctorsPage.error}>
      {(doctors) =>
        doctors.length === 0 ? (
          <Text align="center" color="gray.8" py="xl">
            {doctorsPage.empty}
          </Text>
        ) : (
          <DoctorsCarousel doctors={doctors} />
        )
      }
    </LoadedContent>
  );
}

export default function ExpertDoctorsPage() {
  const doctorsPage = useTexts(doctorsTexts);
  return (
    <PageFrame
      title={doctorsPage.title}
      description={doctorsPage.description}
      intro={doctorsPage.intro}
      size="xl"
      labelledBy="doctors-heading"
      after={
        <Box bg="brand.0">
          <Container size="lg" py={48}>
            <MedicalTeamReasons />
          </Container>
        </Box>
      }
    >
      <Title order={2} id="doctors-heading" align="center" mb="xs" color="brand.8">
        {doctorsPage.listHeading}
      </Title>
      <DoctorsList />
    </PageFrame>
  );
}
