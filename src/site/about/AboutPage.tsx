import { List, SimpleGrid, Text, useMantineTheme } from "@mantine/core";
import { IconBook2, IconCircleCheck, IconStethoscope, IconUsersGroup } from "@tabler/icons-react";
import { PageSection } from "../shared/PageSection";
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
      <PageSection
        headingId="pillars-heading"
        heading={about.pillarsHeading}
        headingProps={{ align: "center", mb: "lg" }}
      >
        <SimpleGrid cols={3} breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
          {about.pillars.map((pillar, index) => {
            const Icon = pillarIcons[index % pillarIcons.length];
            return <FeatureCard key={pillar.title} icon={<Icon size={26} />} title={pillar.title} text={pillar.text} />;
          })}
        </SimpleGrid>
      </PageSection>

      <SimpleGrid cols={2} spacing={48} mt={56} breakpoints={[{ maxWidth: "md", cols: 1 }]}>
        <PageSection headingId="founder-heading" heading={about.founderHeading} headingProps={{ mb: "md" }}>
          {about.founderJourney.map((paragraph) => (
            <Text component="p" key={paragraph} color="gray.8" mt={0} mb="md">
              {paragraph}
            </Text>
          ))}
        </PageSection>
        <PageSection headingId="focus-heading" heading={about.focusHeading} headingProps={{ mb: "md" }}>
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
        </PageSection>
      </SimpleGrid>
    </PageFrame>
  );
}
