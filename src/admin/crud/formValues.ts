import type { RegisterOptions } from "react-hook-form";
import {
  assertNever,
  type CrudRecord,
  type EditableResource,
  type FieldDeclaration,
  type FieldValue,
  formFields,
  type ImageField,
} from "../resources/types";

/** Form state and the row sent: declared fields by name (null for an empty optional text). */
export type FormValues = Record<string, FieldValue | null>;

function newValue(field: FieldDeclaration): FieldValue {
  switch (field.kind) {
    case "datetime":
      return (
        field.defaultValue ?? (field.required || field.emptyKeepsDefault ? toIndianLocal(new Date().toISOString()) : "")
      );
    case "text":
    case "textarea":
    case "url":
    case "date":
      return field.defaultValue ?? "";
    case "number":
      return field.defaultValue ?? "";
    case "select":
    case "status":
      return field.defaultValue;
    case "confirm":
      return false;
    case "image":
      return "";
    default:
      return assertNever(field);
  }
}

/** An instant as a datetime-local input shows it in India: "2026-12-05T10:30" (no offset). */
export function toIndianLocal(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "";
  // India has kept +05:30 all year since 1945: no daylight saving to follow.
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value, read as time in India, as an instant with its offset. */
export function fromIndianLocal(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;
}

function recordValue(field: FieldDeclaration, current: unknown): FieldValue {
  if (field.kind === "datetime") return typeof current === "string" ? toIndianLocal(current) : "";
  if (typeof current === "string" || typeof current === "number" || typeof current === "boolean") return current;
  return field.kind === "number" || field.kind === "status" || field.kind === "confirm" ? newValue(field) : "";
}

/** An image field's other columns: the small version's URL and the alt text as text, the size as numbers. */
function imageColumns(field: ImageField<CrudRecord>, record?: CrudRecord): [string, FieldValue | null][] {
  const text = (name: string) => (typeof record?.[name] === "string" ? (record[name] as string) : "");
  const size = (name: string) => (typeof record?.[name] === "number" ? (record[name] as number) : null);
  return [
    [field.smallName, text(field.smallName)],
    [field.widthName, size(field.widthName)],
    [field.heightName, size(field.heightName)],
    [field.altName, text(field.altName)],
    ...(field.altHindiName ? [[field.altHindiName, text(field.altHindiName)] as [string, FieldValue]] : []),
  ];
}

/**
 * Every declared field gets a value, so the form is controlled from the first render:
 * a new record gets the declared defaults, an edited one its own values ('' for a missing text).
 */
export function initialValues(declaration: EditableResource, record?: CrudRecord): FormValues {
  return Object.fromEntries(
    formFields(declaration).flatMap((field): [string, FieldValue | null][] => [
      [field.name, record ? recordValue(field, record[field.name]) : newValue(field)],
      ...(field.kind === "image" ? imageColumns(field, record) : []),
    ]),
  );
}

const textOrNull = (value: FieldValue | null | undefined) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The row to send: declared fields only, trimmed text, an empty optional text as null, updated_at when stamped. */
export function toPayload(
  declaration: EditableResource,
  values: FormValues,
  mode: "create" | "edit",
  now: Date = new Date(),
): FormValues {
  const payload: FormValues = {};
  for (const field of formFields(declaration)) {
    const value = values[field.name];
    if (field.kind === "image") {
      const url = textOrNull(value);
      payload[field.name] = url;
      payload[field.smallName] = url ? textOrNull(values[field.smallName]) : null;
      payload[field.widthName] = url ? (values[field.widthName] ?? null) : null;
      payload[field.heightName] = url ? (values[field.heightName] ?? null) : null;
      payload[field.altName] = url ? textOrNull(values[field.altName]) : null;
      if (field.altHindiName) payload[field.altHindiName] = url ? textOrNull(values[field.altHindiName]) : null;
    } else if (field.kind === "datetime") {
      // A required time left out, or one whose emptiness keeps the default, is not sent: the
      // database's default (now) on a new row, the stored time on an edit.
      const at = typeof value === "string" && value.trim() !== "" ? fromIndianLocal(value.trim()) : null;
      if (at !== null || !(field.required || field.emptyKeepsDefault)) payload[field.name] = at;
    } else if (typeof value === "string") {
      const trimmed = value.trim();
      payload[field.name] = trimmed === "" && !field.required ? null : trimmed;
    } else if (field.kind === "number") {
      payload[field.name] = value === null || value === undefined ? null : Number(value);
    } else {
      payload[field.name] = value;
    }
  }
  if (mode === "edit" && declaration.stampsUpdatedAt) payload.updated_at = now.toISOString();
  return payload;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The rule of an image's alt text: required whenever there is an image. */
export function altTextRules(field: ImageField<CrudRecord>): RegisterOptions<FormValues> {
  return {
    validate: {
      required: (value, values) =>
        textOrNull(values[field.name]) === null ||
        textOrNull(value) !== null ||
        `${field.altLabel} is required for every photo`,
    },
  };
}

/** react-hook-form rules for one field, with the messages the form shows. */
export function fieldRules(field: FieldDeclaration): RegisterOptions<FormValues> {
  const rules: RegisterOptions<FormValues> = {};
  if (field.required) {
    rules.validate = {
      required: (value) =>
        (typeof value === "string" ? value.trim() !== "" : value !== undefined) || `${field.label} is required`,
    };
  }
  if (field.kind === "confirm") {
    rules.validate = { confirmed: (value) => value === true || field.refusal };
  }
  if (field.kind === "url") {
    rules.validate = {
      ...rules.validate,
      url: (value) =>
        typeof value !== "string" ||
        value.trim() === "" ||
        isHttpUrl(value.trim()) ||
        `${field.label} must be a valid URL (https://...)`,
    };
  }
  if ("pattern" in field && field.pattern) {
    const { regex, message } = field.pattern;
    rules.validate = {
      ...rules.validate,
      pattern: (value) => typeof value !== "string" || value.trim() === "" || regex.test(value.trim()) || message,
    };
  }
  if (field.kind === "number") {
    const range = `${field.label} must be a number from ${field.min} to ${field.max}`;
    rules.validate = {
      ...rules.validate,
      range: (value) => {
        if (!field.required && (value === "" || value === null || value === undefined)) return true;
        const n = Number(value);
        const scale = 10 ** (field.decimals ?? 0);
        return (Number.isInteger(Math.round(n * scale * 1e6) / 1e6) && n >= field.min && n <= field.max) || range;
      },
    };
  }
  return rules;
}
