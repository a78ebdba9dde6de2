import { CardGrid } from "../shared/CardGrid";
import { IconBuildingCommunity, IconDeviceLaptop, IconMicroscope, IconPlant2, IconSchool } from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { missionTexts } from "./missionTexts";
import { FeatureCard } from "../shared/FeatureCard";
import { PageFrame } from "../shared/PageFrame";

const missionIcons = [IconBuildingCommunity, IconPlant2, IconMicroscope, IconSchool, IconDeviceLaptop];

export default function MissionPage() {
  const mission = useTexts(missionTexts);
  return (
    <PageFrame title={mission.title} description={mission.description} intro={mission.intro}>
      <CardGrid cols={3}>
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
      </CardGrid>
    </PageFrame>
  );
}
