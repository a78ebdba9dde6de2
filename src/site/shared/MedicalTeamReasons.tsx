import { Paper, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCertificate, IconHeartHandshake, IconUsersGroup } from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { medicalTeamTexts } from "./medicalTeamTexts";

const icons = [IconCertificate, IconHeartHandshake, IconUsersGroup];

type Props = { headingOrder?: 2 | 3 };

/** 'Why Choose Our Medical Team?': the three fixed blurbs shown on Home and on Expert Doctors. */
export function MedicalTeamReasons({ headingOrder = 2 }: Props) {
  const medicalTeam = useTexts(medicalTeamTexts);
  return (
    <section aria-labelledby="medical-team-title">
      <Title order={headingOrder} id="medical-team-title" align="center" mb="lg">
        {medicalTeam.title}
      </Title>
      <SimpleGrid cols={3} breakpoints={[{ maxWidth: "sm", cols: 1 }]} spacing="lg">
        {medicalTeam.reasons.map((reason, i) => {
          const Icon = icons[i % icons.length];
          return (
            <Paper key={reason.title} withBorder radius="lg" p="lg" shadow="xs">
              <ThemeIcon size={48} radius="xl" variant="light" mb="md">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={(headingOrder + 1) as 3 | 4} size="h4" mb={6}>
                {reason.title}
              </Title>
              <Text color="dimmed">{reason.text}</Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
