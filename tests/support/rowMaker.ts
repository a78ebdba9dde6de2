/**
 * A maker of rows of one kind: its defaults, made afresh for each row (a unique name, a fresh
 * reference), with the test's own values on top: `aMessage({ held_for_review: true })`.
 */
export function rowMaker<Row>(defaults: () => Row): (values?: Partial<Row>) => Row {
  return (values = {}) => ({ ...defaults(), ...values });
}
