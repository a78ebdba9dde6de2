import { List, Paper, Text, Title, useMantineTheme } from "@mantine/core";
import { PageSection } from "../shared/PageSection";
import { CardGrid } from "../shared/CardGrid";
import {
  IconBook,
  IconBrain,
  IconHeart,
  IconHeartHandshake,
  IconPuzzle,
  IconSparkles,
  IconWheelchair,
} from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { whoWeAreTexts } from "./whoWeAreTexts";
import { FeatureCard } from "../shared/FeatureCard";
import { PageFrame } from "../shared/PageFrame";

const focusIcons = [IconPuzzle, IconWheelchair, IconSparkles, IconBook, IconBrain, IconHeartHandshake];

export default function WhoWeArePage() {
  const theme = useMantineTheme();
  const whoWeAre = useTexts(whoWeAreTexts);
  const [lead, ...rest] = whoWeAre.intro;
  return (
    <PageFrame title={whoWeAre.title} description={whoWeAre.description} intro={lead}>
      {rest.map((paragraph) => (
        <Text component="p" key={paragraph} size="lg" color="gray.8" align="center" mx="auto" maw={760} mt={0} mb="xl">
          {paragraph}
        </Text>
      ))}
      <PageSection
        headingId="focus-heading"
        heading={whoWeAre.focusHeading}
        headingProps={{ align: "center", mb: "lg" }}
      >
        <CardGrid cols={3}>
          {whoWeAre.focusAreas.map((area, index) => {
            const Icon = focusIcons[index % focusIcons.length];
            return <FeatureCard key={area.title} icon={<Icon size={26} />} title={area.title} text={area.text} />;
          })}
        </CardGrid>
      </PageSection>
      <Paper component="section" aria-labelledby="values-heading" radius="md" p="xl" mt={48} bg="teal.0">
        <Title order={2} id="values-heading" mb="md" color="brand.8">
          {whoWeAre.valuesHeading}
        </Title>
        <List spacing="sm" icon={<IconHeart size={18} color={theme.colors.pink[9]} aria-hidden="true" />}>
          {whoWeAre.values.map((value) => (
            <List.Item key={value}>
              <Text color="gray.9">{value}</Text>
            </List.Item>
          ))}
        </List>
      </Paper>
    </PageFrame>
  );
}
