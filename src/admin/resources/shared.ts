import type { CrudSort } from "@refinedev/core";
import type { CrudRecord, EditableTexts, FieldDeclaration, ReadOnlyTexts, TextField, ToggleDeclaration } from "./types";

/*
 * What several declarations say the same way, said once: each table's file names the pieces it
 * uses, so its whole admin still reads from that file and this one.
 */

/** The most common order of a list: the newest record first. */
export const newestFirst: CrudSort[] = [{ field: "created_at", order: "desc" }];

/**
 * A text field, one line and required unless `more` says otherwise (`kind: "textarea"`,
 * `required: false`, a placeholder, a pattern).
 */
export function textField<R extends CrudRecord>(
  name: keyof R & string,
  label: string,
  more: Partial<Omit<TextField<R>, "name" | "label">> = {},
): FieldDeclaration<R> {
  return { name, label, kind: "text", required: true, ...more };
}

/**
 * The columns a record's read view shows, from their labels (column: label), in the table's order;
 * `formats` says a stored code in words (the rest go through inWords: dates, times, yes or no).
 */
export function columnsFrom<K extends string, R = never>(
  labels: Record<K, string>,
  formats: Partial<Record<K, (row: R) => string>> = {},
): Array<{ name: K; label: string; format?: (row: R) => string }> {
  return (Object.keys(labels) as K[]).map((name) => ({ name, label: labels[name], format: formats[name] }));
}

/** A select's options from its table of labels, in the table's order. */
export function optionsFrom<V extends string>(labels: Record<V, string>): Array<{ value: V; label: string }> {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

/** A required choice among a table of labels (value: label), in the table's order. */
export function selectField<R extends CrudRecord, V extends string>(
  name: keyof R & string,
  label: string,
  labels: Record<V, string>,
  defaultValue: NoInfer<V>,
): FieldDeclaration<R> {
  return { name, label, kind: "select", required: true, defaultValue, options: optionsFrom(labels) };
}

/**
 * The texts of a list named after its records, one ("Article") and many ("articles"): empty list,
 * deleting, loading. `deleteAlso` follows the delete question (what else deleting does).
 */
export function listTexts(
  one: string,
  many: string,
  deleteAlso?: string,
): Pick<ReadOnlyTexts, "emptyList" | "deleteConfirmation" | "deleted" | "deleteFailed" | "fetchFailed"> {
  const record = one.toLowerCase();
  return {
    emptyList: `No ${many} found.`,
    deleteConfirmation: [`Are you sure you want to delete this ${record}?`, deleteAlso].filter(Boolean).join(" "),
    deleted: `${one} deleted successfully`,
    deleteFailed: `Failed to delete ${record}`,
    fetchFailed: (message) => `Failed to fetch ${many}: ${message}. Check console for details.`,
  };
}

/** The texts of the form that adds and edits one record ("Article"), and of its toasts. */
export function formTexts(
  one: string,
  createdAs: "created" | "added",
): Pick<EditableTexts, "addButton" | "createTitle" | "editTitle" | "created" | "updated" | "saveFailed"> {
  return {
    addButton: `Add ${one}`,
    createTitle: `Add ${one}`,
    editTitle: `Edit ${one}`,
    created: `${one} ${createdAs} successfully`,
    updated: `${one} updated successfully`,
    saveFailed: `Failed to save ${one.toLowerCase()}`,
  };
}

type ImageColumns = "image_url" | "image_small_url" | "image_width" | "image_height" | "image_alt";

/**
 * A record's picture in the image_* columns (src/admin/images prepares it; `folder` is its folder in
 * the media bucket). Optional unless `required`.
 */
export function imageField<R extends CrudRecord & Record<ImageColumns, unknown>>(
  label: string,
  folder: string,
  { required = false, altLabel = "Image description (alt text)" }: { required?: boolean; altLabel?: string } = {},
): FieldDeclaration<R> {
  return {
    name: "image_url",
    label,
    kind: "image",
    required,
    smallName: "image_small_url",
    widthName: "image_width",
    heightName: "image_height",
    altName: "image_alt",
    altLabel,
    folder,
  };
}

/**
 * A record's web address (its slug): lowercase letters, digits and single hyphens, up to `maxLength`.
 * Optional by default: left empty, the server makes it from the title, and it stays when the title changes.
 */
export function slugField<R extends CrudRecord & { slug: unknown }>({
  example,
  maxLength = 80,
  required = false,
  placeholder = "Made from the title when left empty",
}: {
  example: string;
  maxLength?: number;
  required?: boolean;
  placeholder?: string;
}): FieldDeclaration<R> {
  return {
    name: "slug",
    label: "Web address",
    kind: "text",
    required,
    placeholder,
    pattern: {
      regex: new RegExp(`^(?=.{1,${maxLength}}$)[a-z0-9]+(-[a-z0-9]+)*$`),
      message: `Web address: up to ${maxLength} lowercase letters (a-z), digits and single hyphens, e.g. ${example}`,
    },
  };
}

/** The Active/Inactive select of a table with an is_active flag, active by default. */
export function activeField<R extends CrudRecord & { is_active: boolean }>(): FieldDeclaration<R> {
  return { name: "is_active", label: "Status", kind: "status", required: true, defaultValue: true };
}

/**
 * The box staff tick to say the parents of every child in a photo gave written consent (a gallery
 * photo, a first-visit step's photo); the database refuses a row without it.
 */
export function consentField<R extends CrudRecord & { consent_confirmed: boolean }>(): FieldDeclaration<R> {
  return {
    name: "consent_confirmed",
    label: "Consent",
    kind: "confirm",
    required: true,
    description: "The foundation holds written consent from the parents of every child in this photo",
    refusal:
      "Tick Consent to save: only photos whose children's parents gave written consent may go on the site. Without it, do not add the photo.",
  };
}

/** Deactivate/Activate on the card of a table with an is_active flag, and its toasts about one record ("Doctor"). */
export function activeToggle<R extends CrudRecord & { is_active: boolean }>(one: string): ToggleDeclaration<R> {
  return {
    field: "is_active",
    turnOffLabel: "Deactivate",
    turnOnLabel: "Activate",
    turnedOn: `${one} activated successfully`,
    turnedOff: `${one} deactivated successfully`,
    failed: `Failed to update ${one.toLowerCase()} status`,
  };
}

/**
 * Release on the card of a visitor's submission stored held for review (past the hour's threshold:
 * docs/decisions/015-visitor-submissions-one-mailbox-counted-once-limits-under-a.md); shown only while held.
 */
export function releaseToggle<R extends CrudRecord & { held_for_review: boolean }>(one: string): ToggleDeclaration<R> {
  return {
    field: "held_for_review",
    onlyWhenOn: true,
    turnOffLabel: "Release",
    turnOnLabel: "Hold for review",
    turnedOn: `${one} held for review`,
    turnedOff: `${one} released`,
    failed: `Failed to release ${one.toLowerCase()}`,
  };
}
