import { Button, Group, Text } from "@mantine/core";
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconPlayerStopFilled, IconVolume } from "@tabler/icons-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useTexts } from "../i18n/LanguageContext";
import type { ReadAloudItem, Reading } from "./reading";
import { readAloudTexts } from "./readAloudTexts";

export type { ReadAloudItem } from "./reading";

export interface ReadAloudProps {
  /** The item whose recordings are looked for: its table and id. */
  item: ReadAloudItem;
  /** The element holding the text to read: its id, or a ref to it. */
  target: string | RefObject<HTMLElement | null>;
}

type State = "idle" | "preparing" | "playing" | "paused";
type Said = "readingAloud" | "playingRecording" | "paused" | "stopped" | "finished" | "unavailable" | null;

/**
 * 'Listen' for a text of the page (docs/architecture.md#read-aloud, docs/product.md#read-aloud):
 * nothing plays until it is pressed. The code that reads loads on that press. Prerendered hidden
 * (keeping its place, so nothing moves) and shown once the page's script runs.
 */
export function ReadAloud({ item, target }: ReadAloudProps) {
  const texts = useTexts(readAloudTexts);
  const [live, setLive] = useState(false);
  const [state, setState] = useState<State>("idle");
  const [said, setSaid] = useState<Said>(null);
  const reading = useRef<Reading | null>(null);
  const playingSaid = useRef<Said>(null);
  const host = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    setLive(true);
    // Leaving the page stops the reading: the browser's voice would go on across pages.
    return () => reading.current?.stop();
  }, []);
  // Another item on the same page component (an article's neighbour) starts afresh.
  useEffect(() => {
    reading.current?.stop();
    reading.current = null;
    setState("idle");
    setSaid(null);
  }, [item.kind, item.id]);

  const finish = (why: Said) => {
    reading.current?.stop();
    reading.current = null;
    setState("idle");
    setSaid(why);
  };

  const start = async () => {
    const element = typeof target === "string" ? document.getElementById(target) : target.current;
    if (!element || !host.current) return;
    setState("preparing");
    setSaid(null);
    // Whatever fails (the chunk on a lost connection, a browser's speech) ends in the honest line.
    const started = await import("./readAloudEngine")
      .then(({ startReading }) => startReading({ item, element, host: host.current!, onEnd: () => finish("finished") }))
      .catch(() => null);
    if (!started) return finish("unavailable");
    reading.current = started.reading;
    playingSaid.current = started.source === "recording" ? "playingRecording" : "readingAloud";
    setState("playing");
    setSaid(playingSaid.current);
  };

  const toggle = () => {
    if (state === "idle") void start();
    else if (state === "playing") {
      reading.current?.pause();
      setState("paused");
      setSaid("paused");
    } else if (state === "paused") {
      reading.current?.resume();
      setState("playing");
      setSaid(playingSaid.current);
    }
  };

  const active = state === "playing" || state === "paused";
  return (
    <Group
      role="group"
      aria-label={texts.label}
      spacing="xs"
      mt="md"
      style={live ? undefined : { visibility: "hidden" }}
    >
      <Button
        variant="default"
        size="xs"
        onClick={toggle}
        loading={state === "preparing"}
        leftIcon={
          state === "playing" ? (
            <IconPlayerPauseFilled size={14} aria-hidden />
          ) : state === "paused" ? (
            <IconPlayerPlayFilled size={14} aria-hidden />
          ) : (
            <IconVolume size={14} aria-hidden />
          )
        }
      >
        {state === "playing" ? texts.pause : state === "paused" ? texts.resume : texts.listen}
      </Button>
      {active && (
        <Button
          variant="default"
          size="xs"
          onClick={() => finish("stopped")}
          leftIcon={<IconPlayerStopFilled size={14} aria-hidden />}
        >
          {texts.stop}
        </Button>
      )}
      <Text size="sm" color="gray.8" role="status">
        {state === "preparing" ? texts.preparing : said && texts[said]}
      </Text>
      <span ref={host} hidden />
    </Group>
  );
}
