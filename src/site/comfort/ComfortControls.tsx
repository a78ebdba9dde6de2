import { Button, createStyles, Text } from "@mantine/core";
import { useId } from "react";
import { useTexts } from "../i18n/LanguageContext";
import { comfortPageTexts } from "./comfortPageTexts";
import {
  defaultComfort,
  saveComfort,
  textSizes,
  useComfort,
  type ComfortSettings,
  type TextSize,
} from "./comfortSettings";

// Native radio buttons and checkboxes in a fieldset: what a phone's screen reader knows best,
// and none of Mantine's input code in every page's bundle (the header's panel loads this lazily).
const useStyles = createStyles((theme) => ({
  form: { display: "grid", gap: theme.spacing.md },
  fieldset: { border: 0, margin: 0, padding: 0, minWidth: 0 },
  legend: { fontWeight: 700, padding: 0, marginBottom: 4 },
  options: { display: "flex", flexWrap: "wrap", gap: `${theme.spacing.xs}px ${theme.spacing.md}px` },
  option: { display: "inline-flex", alignItems: "center", gap: 8, minHeight: 32, cursor: "pointer" },
  input: { width: 20, height: 20, margin: 0, accentColor: theme.colors.brand[6], flexShrink: 0 },
  check: { display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 10, alignItems: "start", cursor: "pointer" },
  checkLabel: { fontWeight: 700 },
  hint: { gridColumn: 2, color: theme.colors.gray[8], fontSize: theme.fontSizes.sm },
}));

/**
 * The three settings, as the header's panel and the /comfort page both show them: each change is
 * applied to this page at once and kept for the next (src/site/comfort/comfortSettings.ts).
 */
export function ComfortControls() {
  const { classes } = useStyles();
  const texts = useTexts(comfortPageTexts);
  const settings = useComfort();
  const id = useId();
  const change = (next: Partial<ComfortSettings>) => saveComfort({ ...settings, ...next });
  const isDefault = !settings.spacing && !settings.calm && settings.textSize === defaultComfort.textSize;
  const check = (name: "spacing" | "calm", label: string, hint: string) => (
    <label className={classes.check}>
      <input
        type="checkbox"
        className={classes.input}
        checked={settings[name]}
        onChange={(event) => change({ [name]: event.currentTarget.checked })}
        aria-describedby={`${id}-${name}`}
      />
      <span className={classes.checkLabel}>{label}</span>
      <span id={`${id}-${name}`} className={classes.hint}>
        {hint}
      </span>
    </label>
  );
  return (
    <div className={classes.form}>
      <fieldset className={classes.fieldset} aria-describedby={`${id}-size`}>
        <legend className={classes.legend}>{texts.textSize}</legend>
        <Text id={`${id}-size`} size="sm" color="gray.8" mb={6}>
          {texts.textSizeHint}
        </Text>
        <div className={classes.options}>
          {textSizes.map((size: TextSize) => (
            <label key={size} className={classes.option}>
              <input
                type="radio"
                className={classes.input}
                name={`${id}-text-size`}
                value={size}
                checked={settings.textSize === size}
                onChange={() => change({ textSize: size })}
              />
              {texts.percent(size)}
            </label>
          ))}
        </div>
      </fieldset>
      {check("spacing", texts.spacing, texts.spacingHint)}
      {check("calm", texts.calm, texts.calmHint)}
      <div>
        <Button variant="default" disabled={isDefault} onClick={() => saveComfort(defaultComfort)}>
          {texts.reset}
        </Button>
      </div>
      <Text size="sm" color="gray.8">
        {texts.kept}
      </Text>
    </div>
  );
}
