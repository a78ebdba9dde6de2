import { Text } from "@mantine/core";
import { registrations } from "../../config/site";
import { registrationLines } from "./registrations";

/** The foundation's registrations from src/config, each only when set, as a plain list. */
export function RegistrationList({ className }: { className?: string }) {
  return (
    <ul className={className} style={{ margin: 0, paddingLeft: 0, listStyle: "none" }}>
      {registrationLines(registrations).map((line) => (
        <Text component="li" size="sm" key={line}>
          {line}
        </Text>
      ))}
    </ul>
  );
}
