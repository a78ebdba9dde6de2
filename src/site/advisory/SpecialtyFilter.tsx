import { Button, Group, Text } from "@mantine/core";
import { ALL_SPECIALTIES } from "./advisorFilter";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { advisoryTexts } from "./advisoryTexts";

type Props = { positions: readonly string[]; selected: string; onSelect: (specialty: string) => void };

/** 'All Advisors' plus one toggle per position; the chosen one is pressed. */
export function SpecialtyFilter({ positions, selected, onSelect }: Props) {
  const advisoryPage = useTexts(advisoryTexts);
  const langOf = useContentLang();
  const options = [
    { value: ALL_SPECIALTIES, label: advisoryPage.allAdvisors, lang: undefined },
    // The positions are staff's text.
    ...positions.map((p) => ({ value: p, label: p, lang: langOf(p) })),
  ];
  return (
    <div role="group" aria-labelledby="specialty-filter-label">
      <Text id="specialty-filter-label" weight={600} color="gray.9" mb="xs" align="center">
        {advisoryPage.filterLabel}
      </Text>
      <Group position="center" spacing="xs">
        {options.map(({ value, label, lang }) => {
          const pressed = value === selected;
          return (
            <Button
              key={value}
              radius="xl"
              variant={pressed ? "filled" : "outline"}
              aria-pressed={pressed}
              lang={lang}
              onClick={() => onSelect(value)}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
