import { Alert, Box, Button, Text, Textarea, TextInput } from "@mantine/core";
import { memo, type ReactNode, type RefObject } from "react";

// The parts the checked visitor forms (assessment request, event registration) share around their
// fields: the answer that replaces the form, the refusal above it, and a titled group of fields.

/** The answer that replaces a sent form, focused when it comes, with a button to fill it again. */
export function FormAnswer({
  answerRef,
  another,
  onAnother,
  children,
}: {
  answerRef: RefObject<HTMLDivElement>;
  another: string;
  onAnother: () => void;
  children: ReactNode;
}) {
  return (
    <Box ref={answerRef} tabIndex={-1} role="status" sx={{ outlineOffset: 4 }}>
      {children}
      <Button mt="lg" size="md" variant="outline" onClick={onAnother}>
        {another}
      </Button>
    </Box>
  );
}

/** A refusal, above the form that keeps the text; focused when it comes. */
export function RefusalAlert({
  answerRef,
  title,
  children,
}: {
  answerRef: RefObject<HTMLDivElement>;
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert ref={answerRef} tabIndex={-1} role="alert" color="red" title={title}>
      {children}
    </Alert>
  );
}

/** A fieldset that groups and names its fields without the browser's frame. */
const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 };

export function FormFieldset({
  legend,
  legendMb = "sm",
  describedBy,
  children,
}: {
  legend: string;
  legendMb?: "sm" | number;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Box component="fieldset" aria-describedby={describedBy} sx={bareFieldset}>
      <Text component="legend" size="lg" weight={700} mb={legendMb}>
        {legend}
      </Text>
      {children}
    </Box>
  );
}

/**
 * A visitor form's text input and text area, drawn again only when their own props change: with
 * useVisitorForm's `bind`, a key typed in one field leaves the others as they are.
 */
export const BoundTextInput = memo(TextInput);
export const BoundTextarea = memo(Textarea);
