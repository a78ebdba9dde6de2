import { Button } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { sharedTexts } from "./sharedTexts";

type Props = { playing: boolean; onToggle: () => void; label: string };

/**
 * The Pause/Play button every self-moving element on the site carries (WCAG 2.2.2). `label` names
 * what moves, in the page's language ('testimonials'); the button's words come from sharedTexts.
 */
export function AutoplayToggle({ playing, onToggle, label }: Props) {
  const texts = useTexts(sharedTexts);
  return (
    <Button
      variant="default"
      size="xs"
      onClick={onToggle}
      aria-label={playing ? texts.pauseLabel(label) : texts.playLabel(label)}
      leftIcon={
        playing ? <IconPlayerPauseFilled size={14} aria-hidden /> : <IconPlayerPlayFilled size={14} aria-hidden />
      }
    >
      {playing ? texts.pause : texts.play}
    </Button>
  );
}
