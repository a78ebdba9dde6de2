import { Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { IconClock, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { Advisory } from "../../lib/database.types";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { advisoryTexts, defaultAdvisorPhoto } from "./advisoryTexts";
import { FallbackImage } from "../shared/FallbackImage";
import { rowImage } from "../shared/responsiveImage";
import { DetailModal } from "../shared/DetailModal";

type Props = { advisor: Advisory | null; onClose: () => void };

function FactBox({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper radius="md" p="md" bg="gray.0" withBorder>
      <Group spacing="xs" noWrap>
        {icon}
        <Text weight={700} color="gray.9" size="sm">
          {label}
        </Text>
      </Group>
      <Text color="gray.8" mt={4}>
        {value}
      </Text>
    </Paper>
  );
}

/** The advisor's details, opened from the card. */
export function AdvisorModal({ advisor, onClose }: Props) {
  const advisoryPage = useTexts(advisoryTexts);
  const langOf = useContentLang();
  return (
    <DetailModal item={advisor} onClose={onClose} title={(a) => a.name} closeLabel={advisoryPage.close}>
      {(shown) => (
        <>
          <FallbackImage
            {...rowImage(shown)}
            sizes="240px"
            fallback={defaultAdvisorPhoto}
            alt={shown.image_alt ?? advisoryPage.photoOf(shown.name)}
            lang={langOf(shown.image_alt)}
            width={240}
            height={240}
            style={{
              display: "block",
              margin: "0 auto",
              width: 240,
              height: 240,
              borderRadius: 16,
              objectFit: "cover",
            }}
          />
          <Text weight={600} color="teal.9" align="center" mt="md" lang={langOf(shown.position)}>
            {shown.position}
          </Text>
          <Text color="gray.8" mt="sm" style={{ whiteSpace: "pre-line" }} lang={langOf(shown.content)}>
            {shown.content}
          </Text>
          <SimpleGrid cols={2} mt="lg" breakpoints={[{ maxWidth: "xs", cols: 1 }]}>
            <FactBox
              icon={<IconClock size={18} aria-hidden="true" />}
              label={advisoryPage.experienceLabel}
              value={advisoryPage.experienceValue}
            />
            <FactBox
              icon={<IconMapPin size={18} aria-hidden="true" />}
              label={advisoryPage.locationLabel}
              value={advisoryPage.locationValue}
            />
          </SimpleGrid>
        </>
      )}
    </DetailModal>
  );
}
