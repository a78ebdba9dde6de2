import { describe, expect, it } from "vitest";
import {
  changedFields,
  describeChange,
  entryTitle,
  type HistoryEntry,
  restoreLabel,
  withdrawnNote,
} from "../../../src/admin/publishing/history";
import { publishBadge, publishFilters, publishState, visibleState } from "../../../src/admin/publishing/publishState";
import { doctorsResource } from "../../../src/admin/resources/doctors";
import { noticesResource } from "../../../src/admin/resources/notices";
import { formFields } from "../../../src/admin/resources/types";
import { fieldRules, initialValues, toPayload } from "../../../src/admin/crud/formValues";

// The admin's reading of draft, scheduled, published and ended (issue 25): the same rule the database's
// policies apply (tests/integration/publishing.test.ts checks those).
const now = new Date("2026-11-25T10:00:00Z");
const before = "2026-11-25T09:59:59Z";
const after = "2026-11-25T10:00:01Z";

describe("publish state", () => {
  it("is draft whatever the times when the status is draft", () => {
    expect(publishState({ status: "draft", publish_at: before }, now)).toBe("draft");
    expect(publishState({ status: "draft", publish_at: after, ends_at: before }, now)).toBe("draft");
  });

  it("is scheduled until the publish time, then published, then ended at the end time", () => {
    expect(publishState({ status: "published", publish_at: after }, now)).toBe("scheduled");
    expect(publishState({ status: "published", publish_at: now.toISOString() }, now)).toBe("published");
    expect(publishState({ status: "published", publish_at: before, ends_at: null }, now)).toBe("published");
    expect(publishState({ status: "published", publish_at: before, ends_at: after }, now)).toBe("published");
    expect(publishState({ status: "published", publish_at: before, ends_at: now.toISOString() }, now)).toBe("ended");
  });

  it("badges say when a scheduled row comes, in Prayagraj's time", () => {
    expect(publishBadge({ status: "published", publish_at: "2026-11-30T04:00:00Z" }, now).label).toBe(
      "Scheduled for 30 Nov 2026, 9:30 am",
    );
    expect(publishBadge({ status: "draft", publish_at: before }, now).label).toBe("Draft");
    expect(publishBadge({ status: "published", publish_at: before, ends_at: before }, now).label).toBe("Ended");
  });

  it("filters by state on the server", () => {
    expect(publishFilters("", true, now)).toEqual([]);
    expect(publishFilters("draft", false, now)).toEqual([{ field: "status", operator: "ne", value: "published" }]);
    expect(publishFilters("scheduled", false, now)).toContainEqual({
      field: "publish_at",
      operator: "gt",
      value: now.toISOString(),
    });
    expect(publishFilters("published", false, now)).toHaveLength(2);
    expect(publishFilters("published", true, now)).toHaveLength(3);
    expect(publishFilters("ended", true, now)).toContainEqual({
      field: "ends_at",
      operator: "lte",
      value: now.toISOString(),
    });
  });
});

describe("the form of a publishable resource", () => {
  it("gets Publishing and Publish at (and Stop showing at for notices), published now unless staff choose otherwise", () => {
    const names = (fields: ReadonlyArray<{ name: string }>) => fields.map((field) => field.name);
    expect(names(doctorsResource.kind === "editable" ? formFields(doctorsResource) : []).slice(-2)).toEqual([
      "status",
      "publish_at",
    ]);
    expect(names(noticesResource.kind === "editable" ? formFields(noticesResource) : []).slice(-3)).toEqual([
      "status",
      "publish_at",
      "ends_at",
    ]);
    if (noticesResource.kind !== "editable") throw new Error("notices are editable");
    const values = initialValues(noticesResource);
    expect(values.status).toBe("published");
    expect(Number.isNaN(new Date(String(values.publish_at)).getTime())).toBe(false);
    expect(values.ends_at).toBe("");
    const payload = toPayload(noticesResource, { ...values, title: "T", content: "C" }, "create");
    expect(payload.ends_at).toBeNull();
    expect(typeof payload.publish_at).toBe("string");
  });

  it("asks for Publish at only to schedule: a draft with it empty is valid and leaves the time to the database", () => {
    if (noticesResource.kind !== "editable") throw new Error("notices are editable");
    const publishAt = formFields(noticesResource).find((field) => field.name === "publish_at")!;
    expect(publishAt.required).toBe(false);
    const rules = fieldRules(publishAt);
    const validate = rules.validate as Record<string, (value: unknown, values: unknown) => unknown> | undefined;
    for (const rule of Object.values(validate ?? {})) expect(rule("", {})).toBe(true);
    const draft = { ...initialValues(noticesResource), title: "T", content: "C", status: "draft", publish_at: "" };
    expect(toPayload(noticesResource, draft, "create")).not.toHaveProperty("publish_at");
    expect(toPayload(noticesResource, draft, "edit")).not.toHaveProperty("publish_at");
  });
});

function entry(partial: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: 1,
    table_name: "doctors",
    row_id: "r",
    operation: "update",
    actor_email: "editor@example.org",
    changed_at: now.toISOString(),
    old_row: null,
    new_row: null,
    restored_from: null,
    ...partial,
  };
}

describe("history", () => {
  it("shows what an update changed, field by field, with the form's labels, and not the server's columns", () => {
    const changes = changedFields(
      entry({
        old_row: { id: "r", name: "Dr. A", specialty: "s", updated_at: "1" },
        new_row: { id: "r", name: "Dr. A", specialty: "Speech", updated_at: "2" },
      }),
      doctorsResource,
    );
    expect(changes).toEqual([{ field: "specialty", label: "Specialty", before: "s", after: "Speech" }]);
  });

  it("shows a change to a Hindi version as that field's Hindi (issue 39)", () => {
    const changes = changedFields(
      entry({
        old_row: { id: "r", specialty: "Speech", specialty_hi: null },
        new_row: { id: "r", specialty: "Speech", specialty_hi: "वाणी चिकित्सा" },
      }),
      doctorsResource,
    );
    expect(changes).toEqual([
      { field: "specialty_hi", label: "Specialty (हिन्दी)", before: "—", after: "वाणी चिकित्सा" },
    ]);
  });

  it("shows a change to a photo's alt text in Hindi as that alt text's Hindi (issue 39)", () => {
    const changes = changedFields(
      entry({
        old_row: { id: "r", image_alt: "Dr. A smiling", image_alt_hi: null },
        new_row: { id: "r", image_alt: "Dr. A smiling", image_alt_hi: "मुस्कुराते डॉ. ए" },
      }),
      doctorsResource,
    );
    expect(changes).toEqual([
      { field: "image_alt_hi", label: "Image description (alt text) (हिन्दी)", before: "—", after: "मुस्कुराते डॉ. ए" },
    ]);
  });

  it("shows every field of a creation and a deletion, and says who did it", () => {
    const created = entry({ operation: "insert", new_row: { id: "r", name: "Dr. B", status: "draft" } });
    expect(changedFields(created).map((c) => [c.label, c.before, c.after])).toEqual([
      ["Name", "—", "Dr. B"],
      ["Status", "—", "draft"],
    ]);
    const deleted = entry({ operation: "delete", old_row: { id: "r", name: "Dr. B" } });
    expect(changedFields(deleted)).toEqual([{ field: "name", label: "Name", before: "Dr. B", after: "—" }]);
    expect(describeChange(deleted)).toBe("Deleted by editor@example.org");
    expect(describeChange({ ...deleted, operation: "insert", restored_from: 4 })).toBe(
      "Restored by editor@example.org",
    );
    expect(restoreLabel(deleted)).toBe("Restore this record");
    const scheduled = entry({ old_row: { publish_at: "2026-11-30T04:00:00+00:00" }, new_row: { publish_at: null } });
    expect(changedFields(scheduled)[0].before).toBe("30 Nov 2026, 9:30 am");
  });

  it("says a testimonial was withdrawn, shows none of its text and offers no undo", () => {
    const withdrawn = entry({
      table_name: "testimonials",
      operation: "delete",
      old_row: { id: "r" },
      withdrawn: true,
      actor_email: "admin@example.org",
    });
    expect(describeChange(withdrawn)).toBe("Withdrawn: deleted by admin@example.org");
    expect(entryTitle(withdrawn, doctorsResource)).toBe("A withdrawn testimonial");
    expect(withdrawnNote(withdrawn)).toBe(
      "The testimonial was withdrawn: its text was erased from the history when it was deleted, and it cannot be restored.",
    );
    expect(changedFields(withdrawn)).toEqual([]);
    expect(restoreLabel(withdrawn)).toBeNull();
    expect(restoreLabel({ ...withdrawn, operation: "insert", old_row: null, new_row: { id: "r" } })).toBeNull();
  });
});

describe("the one state a card shows (decision 094)", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const label = (row: Record<string, unknown>) => visibleState({ id: "x", ...row }, now)?.label;
  it("is Draft, Hidden, Scheduled for …, Ended or Live, whatever columns decide it", () => {
    const past = "2026-11-01T00:00:00Z";
    expect(label({ status: "draft", publish_at: past, is_active: false })).toBe("Draft");
    expect(label({ status: "published", publish_at: past, is_active: false })).toBe("Hidden");
    expect(label({ status: "published", publish_at: "2026-11-30T04:00:00Z", is_active: true })).toBe(
      "Scheduled for 30 Nov 2026, 9:30 am",
    );
    expect(label({ status: "published", publish_at: past, ends_at: past, is_active: true })).toBe("Ended");
    expect(label({ status: "published", publish_at: past, is_active: true })).toBe("Live");
    expect(label({ is_active: true })).toBe("Live");
    expect(label({ is_active: false })).toBe("Hidden");
    expect(label({ handled: true })).toBeUndefined();
  });
});

describe("History in words (issue 36)", () => {
  it("shows a choice by its label, a picture as added or changed, switches in words, and no image sizes", () => {
    const changes = changedFields(
      {
        id: 9,
        table_name: "doctors",
        row_id: "d",
        operation: "update",
        actor_email: "a@example.org",
        changed_at: "2026-11-27T10:35:00Z",
        old_row: { status: "draft", image_url: null, image_width: null, is_active: false },
        new_row: {
          status: "published",
          image_url: "http://127.0.0.1:54321/storage/v1/object/public/media/doctors/rao.webp",
          image_width: 640,
          is_active: true,
        },
        restored_from: null,
      },
      doctorsResource,
    );
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ["Publishing", "Draft (only staff see it)", "Published (shown from the time below)"],
      ["Photo", "No photo", "Photo added"],
      ["Status", "Inactive", "Active"],
    ]);
  });
});
