import { Center, Loader, Text } from "@mantine/core";

interface AdminLoadingProps {
  label?: string;
  /** Fill the window (before the admin's layout exists), else sit in the flow of a screen. */
  fullScreen?: boolean;
}

/** The admin's one loading state: a spinner and a label, announced politely to screen readers. */
export function AdminLoading({ label = "Loading...", fullScreen = false }: AdminLoadingProps) {
  return (
    <Center role="status" p={fullScreen ? 0 : "md"} sx={{ gap: 12, minHeight: fullScreen ? "100vh" : undefined }}>
      <Loader size="sm" />
      <Text>{label}</Text>
    </Center>
  );
}
