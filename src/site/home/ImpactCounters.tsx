import { createStyles, SimpleGrid, Text } from "@mantine/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { impactCounters } from "../../config/site";
import { useLessMotion } from "../comfort/useLessMotion";
import { useTexts } from "../i18n/LanguageContext";
import { homeTexts } from "./homeTexts";
import { useCountUp } from "./useCountUp";

const useStyles = createStyles((theme) => ({
  counter: {
    background: theme.fn.rgba(theme.white, 0.92),
    borderRadius: theme.radius.lg,
    padding: theme.spacing.md,
    textAlign: "center",
    boxShadow: theme.shadows.xs,
  },
  value: {
    fontSize: 36,
    fontWeight: 800,
    lineHeight: 1.1,
    color: theme.colors.brand[7],
    fontVariantNumeric: "tabular-nums",
  },
}));

type CounterProps = { value: number; suffix: string; label: string; reducedMotion: boolean; seen: boolean };

function Counter({ value, suffix, label, reducedMotion, seen }: CounterProps) {
  const { classes } = useStyles();
  const figure = useCountUp<HTMLSpanElement>(value, reducedMotion, seen);
  return (
    <div className={classes.counter}>
      {/* Screen readers hear the final figure once, not every step of the animation. */}
      <Text className={classes.value} aria-hidden="true" data-testid="counter-value">
        <span ref={figure}>{value}</span>
        {suffix}
      </Text>
      <Text weight={600} aria-hidden="true">
        {label}
      </Text>
      <span className="visually-hidden">
        {value}
        {suffix} {label}
      </span>
    </div>
  );
}

/**
 * Whether half of `ref`'s element has been on the screen (at once where IntersectionObserver is
 * missing). On a phone the counters stand below the first screen: they count up when the reader
 * gets there, not unseen while the page loads, where each figure cost the phone a layout and a
 * paint for nothing (docs/performance.md).
 */
function useSeen(ref: RefObject<HTMLElement>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== "function") return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return seen;
}

export function ImpactCounters({ label }: { label: string }) {
  const reducedMotion = useLessMotion();
  const { counters } = useTexts(homeTexts);
  const group = useRef<HTMLDivElement>(null);
  const seen = useSeen(group);
  return (
    <SimpleGrid
      ref={group}
      role="group"
      aria-label={label}
      cols={3}
      spacing="md"
      breakpoints={[{ maxWidth: 480, cols: 1 }]}
    >
      {impactCounters.map((counter) => (
        <Counter
          key={counter.key}
          value={counter.value}
          suffix={counter.suffix}
          label={counters[counter.key]}
          reducedMotion={reducedMotion}
          seen={seen}
        />
      ))}
    </SimpleGrid>
  );
}
