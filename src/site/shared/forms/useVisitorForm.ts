import { startTransition, useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { sameValues, type KeptMessage } from "../../contact/contactOutbox";
import { fieldProps, type FieldTable, type TextField } from "./fieldProps";

/** What a form shows of an answer; a refusal carries the values sent, to put them back. */
export type ShownAnswer<Values> = { status: string; values?: Values };

/**
 * The state a checked visitor form shares (the assessment request and an event's registration,
 * docs/product.md): its values and errors, a message kept on the device from an earlier visit put
 * back into an untouched form (never lost), a refusal's values put back, the answer focused when it
 * comes, and on submit the check that focuses the first field in error or sends.
 */
export function useVisitorForm<Values, Field extends keyof Values & string, Shown extends ShownAnswer<Values>>({
  idPrefix,
  empty,
  fieldOrder,
  table,
  sender,
  validate,
  focusId = (field) => `${idPrefix}-${field}`,
}: {
  idPrefix: string;
  empty: () => Values;
  /** The fields in the order they stand, which decides the one focused first. */
  fieldOrder: readonly Field[];
  table: FieldTable<Field & TextField<Values>>;
  /** The form's sending (useOutboxSender). */
  sender: {
    sending: boolean;
    kept: KeptMessage<Values>[];
    shown: Shown | null;
    setShown: (shown: null) => void;
    submit: (values: Values) => Promise<unknown>;
  };
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** The element focused for a field in error (default: its input). */
  focusId?: (field: Field) => string;
}) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { sending, kept, shown, setShown, submit } = sender;
  const answerRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef(empty);
  emptyRef.current = empty;

  // The values as last typed, ahead of `values` while a typed key's transition is pending: what a
  // submit checks and sends, so that a key typed just before it is never lost.
  const latest = useRef(values);
  const update = useCallback(
    (next: (current: Values) => Values, when: (apply: () => void) => void = (apply) => apply()) => {
      latest.current = next(latest.current);
      const applied = latest.current;
      when(() => setValues(applied));
    },
    [],
  );

  /** A field's error goes once the field changes. */
  const clearError = (field: Field) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const set = <K extends Field>(field: K, value: Values[K]) => {
    update((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  // Each text field's change handler, made once (it only calls state setters): a field's props
  // then stay the same while another field is typed in, and the memoized inputs (BoundTextInput)
  // are not drawn again at every key. The field shows the key itself; the form follows in a
  // transition, after the key has painted (docs/architecture.md#interaction-to-next-paint).
  const [changeHandlers] = useState(() => new Map<Field, (event: { currentTarget: { value: string } }) => void>());
  const changeHandlerOf = (field: Field & TextField<Values>) => {
    let handler = changeHandlers.get(field);
    if (!handler) {
      handler = (event) => {
        const typed = event.currentTarget.value as Values[Field];
        update((current) => ({ ...current, [field]: typed }), startTransition);
        startTransition(() => clearError(field));
      };
      changeHandlers.set(field, handler);
    }
    return handler;
  };
  /** A text field's props: fieldProps, with its lasting change handler, id, error and the forms' size. */
  const bind = (field: Field & TextField<Values>) => ({
    ...fieldProps<Values, Field & TextField<Values>>(
      field,
      values,
      (key, value) => set(key, value as Values[Field]),
      table,
    ),
    onChange: changeHandlerOf(field),
    id: `${idPrefix}-${field}`,
    error: errors[field],
    size: "md" as const,
  });

  // A message kept on the device from an earlier visit shows its text again, never lost.
  useEffect(() => {
    const last = kept[kept.length - 1];
    if (last) update((current) => (sameValues(current, emptyRef.current()) ? last.values : current));
  }, [kept, update]);
  // A refusal puts the message's text back, with the reason above the form.
  useEffect(() => {
    const { values: sent } = shown ?? {};
    if (shown?.status === "refused" && sent) update(() => sent);
  }, [shown, update]);
  useEffect(() => {
    if (shown) answerRef.current?.focus();
  }, [shown]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const current = latest.current;
    const found = validate(current);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) {
      document.getElementById(focusId(first))?.focus();
      return;
    }
    await submit(current);
  };

  /** The sent answer's focus target, and its button that empties the form for another message. */
  const answer = {
    answerRef,
    onAnother: () => {
      update(() => emptyRef.current());
      setShown(null);
    },
  };

  return { values, errors, set, bind, answerRef, answer, onSubmit };
}
