import { Center, Loader, Text } from "@mantine/core";

/** A spinner with a visible label, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center role="status" py="xl" style={{ flexDirection: "column", gap: 12 }}>
      <Loader aria-hidden="true" />
      <Text color="gray.8">{label}</Text>
    </Center>
  );
}
