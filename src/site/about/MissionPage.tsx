import { Container, SimpleGrid } from "@mantine/core";
import { IconBuildingCommunity, IconDeviceLaptop, IconMicroscope, IconPlant2, IconSchool } from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { missionTexts } from "./missionTexts";
import { usePageHead } from "../shared/usePageHead";
import { FeatureCard } from "../shared/FeatureCard";
import { PageIntro } from "../shared/PageIntro";

const missionIcons = [IconBuildingCommunity, IconPlant2, IconMicroscope, IconSchool, IconDeviceLaptop];

export default function MissionPage() {
  const mission = useTexts(missionTexts);
  usePageHead({ title: mission.title, description: mission.description });
  return (
    <div>
      <PageIntro title={mission.title}>{mission.intro}</PageIntro>
      <Container size="lg" pb={48}>
        <SimpleGrid
          cols={3}
          breakpoints={[
            { maxWidth: "md", cols: 2 },
            { maxWidth: "xs", cols: 1 },
          ]}
        >
          {mission.items.map((item, index) => {
            const Icon = missionIcons[index % missionIcons.length];
            return (
              <FeatureCard
                key={item.title}
                headingOrder={2}
                icon={<Icon size={26} />}
                title={item.title}
                text={item.text}
              />
            );
          })}
        </SimpleGrid>
      </Container>
    </div>
  );
}
