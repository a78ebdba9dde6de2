import { Alert, Box, Button, Text, Textarea, type TextareaProps, TextInput, type TextInputProps } from "@mantine/core";
import { memo, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";

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

type TextChange = { currentTarget: { value: string } };
type Bound = { value: string; onChange: (event: TextChange) => void };

/**
 * What a typed field shows: its own state, set in the key's own task, so that a key redraws this
 * field only. The form learns the text through `onChange`, which useVisitorForm applies in a
 * transition, after the key has painted: drawing the whole form in the key's task took 60-130 ms
 * a key at 6× CPU (docs/architecture.md#interaction-to-next-paint). When the form's value comes
 * back it is either one this field reported (nothing to do) or a change from elsewhere (a message
 * kept on the device put back, a refusal's text, the form emptied), which the field then shows.
 */
function useShownValue({ value, onChange }: Bound) {
  const [shown, setShown] = useState(value);
  const reported = useRef<string[]>([]);
  useEffect(() => {
    const at = reported.current.indexOf(value);
    if (at >= 0) reported.current.splice(0, at + 1);
    else {
      reported.current = [];
      setShown(value);
    }
  }, [value]);
  const change = useCallback(
    (event: TextChange) => {
      const typed = event.currentTarget.value;
      setShown(typed);
      reported.current.push(typed);
      onChange(event);
    },
    [onChange],
  );
  return { value: shown, onChange: change };
}

/**
 * A visitor form's text input and text area, drawn again only when their own props change (with
 * useVisitorForm's `bind`, a key typed in one field leaves the others as they are) or when their
 * own text does.
 */
export const BoundTextInput = memo(function BoundTextInput(props: Omit<TextInputProps, keyof Bound> & Bound) {
  const shown = useShownValue(props);
  return <TextInput {...props} {...shown} />;
});
export const BoundTextarea = memo(function BoundTextarea(props: Omit<TextareaProps, keyof Bound> & Bound) {
  const shown = useShownValue(props);
  return <Textarea {...props} {...shown} />;
});
