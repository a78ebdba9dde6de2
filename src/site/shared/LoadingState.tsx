import { Center, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { LoadState } from "./usePublishedRead";

/** A spinner with a visible label, announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center role="status" py="xl" style={{ flexDirection: "column", gap: 12 }}>
      <Loader aria-hidden="true" />
      <Text color="gray.8">{label}</Text>
    </Center>
  );
}

type Props<T> = {
  state: LoadState<T>;
  /** The spinner's label while the content loads. */
  loading: string;
  /** The alert when it could not be read. */
  error: string;
  /** The content, once read. */
  children: (data: T) => ReactNode;
};

/** What a page shows of content it reads: the spinner, then the content or the alert that it failed. */
export function LoadedContent<T>({ state, loading, error, children }: Props<T>) {
  if (state.status === "loading") return <LoadingState label={loading} />;
  if (state.status === "error")
    return (
      <Text role="alert" align="center" color="red.9" py="xl">
        {error}
      </Text>
    );
  return <>{children(state.data)}</>;
}
