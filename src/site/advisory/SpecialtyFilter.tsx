import { Button, Group, Text } from "@mantine/core";
import { ALL_SPECIALTIES } from "./advisorFilter";
import { useTexts } from "../i18n/LanguageContext";
import { advisoryTexts } from "./advisoryContent";

type Props = { positions: readonly string[]; selected: string; onSelect: (specialty: string) => void };

/** 'All Advisors' plus one toggle per position; the chosen one is pressed. */
export function SpecialtyFilter({ positions, selected, onSelect }: Props) {
  const advisoryPage = useTexts(advisoryTexts);
  const options = [
    { value: ALL_SPECIALTIES, label: advisoryPage.allAdvisors },
    ...positions.map((p) => ({ value: p, label: p })),
  ];
  return (
    <div role="group" aria-labelledby="specialty-filter-label">
      <Text id="specialty-filter-label" weight={600} color="gray.9" mb="xs" align="center">
        {advisoryPage.filterLabel}
      </Text>
      <Group position="center" spacing="xs">
        {options.map(({ value, label }) => {
          const pressed = value === selected;
          return (
            <Button
              key={value}
              radius="xl"
              variant={pressed ? "filled" : "outline"}
              aria-pressed={pressed}
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
