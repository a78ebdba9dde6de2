import { Input, type MantineTheme } from "@mantine/core";
import { useId } from "react";

/** Mantine's Textarea without autosize adds this padding to the input. */
const padded = (theme: MantineTheme) => ({ input: { paddingTop: theme.spacing.xs, paddingBottom: theme.spacing.xs } });

/**
 * A multi-line text field that looks and behaves as Mantine's Textarea does without autosize, made
 * of the Input pieces every form already loads. Mantine's Textarea imports its autosize library
 * even when it is not used, and the home page's contact form would load it up front
 * (docs/architecture.md#performance).
 */
export function PlainTextarea({
  label,
  rows,
  required,
  ...input
}: {
  label: string;
  name: string;
  value: string;
  maxLength?: number;
  rows: number;
  required?: boolean;
  onChange: (event: { currentTarget: { value: string } }) => void;
}) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} required={required}>
      <Input component="textarea" id={id} multiline rows={rows} required={required} styles={padded} {...input} />
    </Input.Wrapper>
  );
}
