// How a visitor form's text field is tied to its values (docs/product.md, the visitor forms): one
// place says that a field's label is its key in the form's texts, its limit the server's limit of
// the same key, and its posted name the snake_case of the key (the parameter name of the RPC and
// of the page a form posts to without JavaScript).

/** The keys of Values that hold text (what a text input edits). */
export type TextField<Values> = { [K in keyof Values]-?: Values[K] extends string ? K : never }[keyof Values] & string;

/** childName -> child_name: the name a field posts under. */
export const postedName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export type FieldTable<Field extends string> = {
  /** The fields' labels, by their keys (the form's texts). */
  labels: Record<Field, string>;
  /** The server's limits, mirrored on the inputs; a field without one has none. */
  maxLength: Partial<Record<Field, number>>;
};

/** name, label, value, maxLength and onChange of one text field (spread first: props after it win). */
export function fieldProps<Values, Field extends TextField<Values>>(
  field: Field,
  values: Values,
  set: (field: Field, value: string) => void,
  table: FieldTable<Field>,
) {
  return {
    name: postedName(field),
    label: table.labels[field],
    value: values[field] as string,
    maxLength: table.maxLength[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  };
}
