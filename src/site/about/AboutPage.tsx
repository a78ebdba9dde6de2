import { List, SimpleGrid, Text, Title, useMantineTheme } from "@mantine/core";
import { IconBook2, IconCircleCheck, IconStethoscope, IconUsersGroup } from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { aboutTexts } from "./aboutTexts";
import { whoWeAreTexts } from "./whoWeAreTexts";
import { FeatureCard } from "../shared/FeatureCard";
import { PageFrame } from "../shared/PageFrame";

const pillarIcons = [IconBook2, IconStethoscope, IconUsersGroup];

export default function AboutPage() {
  const theme = useMantineTheme();
  const about = useTexts(aboutTexts);
  const { focusAreas } = useTexts(whoWeAreTexts);
  return (
    <PageFrame title={about.title} description={about.description} intro={about.intro}>
      <section aria-labelledby="pillars-heading">
        <Title order={2} id="pillars-heading" align="center" mb="lg" color="brand.8">
          {about.pillarsHeading}
        </Title>
        <SimpleGrid cols={3} breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
          {about.pillars.map((pillar, index) => {
            const Icon = pillarIcons[index % pillarIcons.length];
            return <FeatureCard key={pillar.title} icon={<Icon size={26} />} title={pillar.title} text={pillar.text} />;
          })}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={2} spacing={48} mt={56} breakpoints={[{ maxWidth: "md", cols: 1 }]}>
        <section aria-labelledby="founder-heading">
          <Title order={2} id="founder-heading" mb="md" color="brand.8">
            {about.founderHeading}
          </Title>
          {about.founderJourney.map((paragraph) => (
            <Text component="p" key={paragraph} color="gray.8" mt={0} mb="md">
              {paragraph}
            </Text>
          ))}
        </section>
        <section aria-labelledby="focus-heading">
          <Title order={2} id="focus-heading" mb="md" color="brand.8">
            {about.focusHeading}
          </Title>
          <List
            spacing="sm"
            icon={<IconCircleCheck size={20} color={theme.colors.cyan[9]} aria-hidden="true" />}
            styles={{ itemWrapper: { alignItems: "flex-start" } }}
          >
            {focusAreas.map((area) => (
              <List.Item key={area.title}>
                <Text weight={600} color="gray.9">
                  {area.title}
                </Text>
                <Text color="gray.8" size="sm">
                  {area.text}
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      </SimpleGrid>
    </PageFrame>
  );
}
