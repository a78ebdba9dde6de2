import { Text } from "@mantine/core";
import { registrations } from "../../config/site";
import { useTexts } from "../i18n/LanguageContext";
import { registrationLines, registrationTexts } from "./registrations";

/** The foundation's registrations from src/config, each only when set, as a plain list. */
export function RegistrationList({ className }: { className?: string }) {
  const texts = useTexts(registrationTexts);
  return (
    <ul className={className} style={{ margin: 0, paddingLeft: 0, listStyle: "none" }}>
      {registrationLines(registrations, texts).map((line) => (
        <Text component="li" size="sm" key={line}>
          {line}
        </Text>
      ))}
    </ul>
  );
}
