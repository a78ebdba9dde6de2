import { Button } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";

type Props = { playing: boolean; onToggle: () => void; label: string };

/** The Pause/Play button every self-moving element on the site carries (WCAG 2.2.2). */
export function AutoplayToggle({ playing, onToggle, label }: Props) {
  return (
    <Button
      variant="default"
      size="xs"
      onClick={onToggle}
      aria-label={`${playing ? "Pause" : "Play"} ${label}`}
      leftIcon={
        playing ? <IconPlayerPauseFilled size={14} aria-hidden /> : <IconPlayerPlayFilled size={14} aria-hidden />
      }
    >
      {playing ? "Pause" : "Play"}
    </Button>
  );
}
