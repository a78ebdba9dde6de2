import { describe, expect, it } from "vitest";
import { declarations, refineResources } from "../../../src/admin/resources";
import { advisoriesResource } from "../../../src/admin/resources/advisories";
import { contactMessagesResource } from "../../../src/admin/resources/contactMessages";
import { doctorsResource } from "../../../src/admin/resources/doctors";
import { eventsResource } from "../../../src/admin/resources/events";
import { donationsResource } from "../../../src/admin/resources/donations";
import { newsResource } from "../../../src/admin/resources/news";
import { noticesResource } from "../../../src/admin/resources/notices";
import { photosResource } from "../../../src/admin/resources/photos";
import { testimonialsResource } from "../../../src/admin/resources/testimonials";
import type { EditableResource } from "../../../src/admin/resources/types";
import { visitStepsResource } from "../../../src/admin/resources/visitSteps";
import { sidebarScreens } from "./support/sidebarScreens";

const fieldNames = (d: EditableResource) => d.fields.map((f) => f.name);
const field = (d: EditableResource, name: string) => d.fields.find((f) => f.name === name);

describe("resource declarations carry the spec's texts exactly (docs/product.md#texts-of-each-resource-screen)", () => {
  it.each([
    {
      d: newsResource,
      noun: "article",
      created: "Article created successfully",
      deleted: "Article deleted successfully",
    },
    {
      d: noticesResource,
      noun: "notice",
      created: "Notice created successfully",
      deleted: "Notice deleted successfully",
    },
    {
      d: doctorsResource,
      noun: "doctor",
      created: "Doctor added successfully",
      deleted: "Doctor deleted successfully",
    },
    {
      d: testimonialsResource,
      noun: "testimonial",
      created: "Testimonial created successfully",
      deleted: "Testimonial deleted successfully",
    },
  ])("$noun: confirmation and toasts", ({ d, noun, created, deleted }) => {
    const Noun = noun[0].toUpperCase() + noun.slice(1);
    expect(d.texts.deleteConfirmation).toBe(`Are you sure you want to delete this ${noun}?`);
    expect(d.texts.created).toBe(created);
    expect(d.texts.updated).toBe(`${Noun} updated successfully`);
    expect(d.texts.deleted).toBe(deleted);
    expect(d.texts.saveFailed).toBe(`Failed to save ${noun}`);
    expect(d.texts.deleteFailed).toBe(`Failed to delete ${noun}`);
    expect([d.texts.addButton, d.texts.createTitle, d.texts.editTitle]).toEqual([
      `Add ${Noun}`,
      `Add ${Noun}`,
      `Edit ${Noun}`,
    ]);
  });

  it("fetch failure texts", () => {
    expect(newsResource.texts.fetchFailed("boom")).toBe("Failed to fetch articles: boom. Check console for details.");
    expect(noticesResource.texts.fetchFailed("boom")).toBe("Failed to fetch notices: boom. Check console for details.");
    expect(doctorsResource.texts.fetchFailed("boom")).toBe("Failed to fetch doctors: boom. Check console for details.");
    expect(testimonialsResource.texts.fetchFailed("boom")).toBe("Failed to fetch testimonials");
    expect(advisoriesResource.texts.fetchFailed("boom")).toBe("Failed to fetch advisories");
  });

  it("the advisory screen", () => {
    expect(advisoriesResource.texts).toMatchObject({
      title: "Advisory & Counseling",
      searchPlaceholder: "Search by name or position...",
      createTitle: "Add Advisory",
      editTitle: "Edit Advisory",
      deleteConfirmation: "Delete this advisory?",
      created: "Advisory added successfully",
      updated: "Advisory updated successfully",
      deleted: "Advisory deleted",
      saveFailed: "Failed to save advisory",
      deleteFailed: "Failed to delete",
    });
    // Insert payload is name, position, content, image_url; is_active is never changed from the admin.
    expect(fieldNames(advisoriesResource)).toEqual(["name", "position", "content", "image_url"]);
    expect(advisoriesResource.toggle).toBeUndefined();
  });

  it("toggle texts for notices and doctors", () => {
    expect(noticesResource.toggle).toMatchObject({
      field: "is_active",
      turnedOn: "Notice activated successfully",
      turnedOff: "Notice deactivated successfully",
      failed: "Failed to update notice status",
    });
    expect(doctorsResource.toggle).toMatchObject({
      field: "is_active",
      turnedOn: "Doctor activated successfully",
      turnedOff: "Doctor deactivated successfully",
      failed: "Failed to update doctor status",
    });
    expect(newsResource.toggle).toBeUndefined();
    expect(testimonialsResource.toggle).toBeUndefined();
  });

  it("sidebar labels and routes", () => {
    expect(declarations.map((d) => [d.texts.title, `/admin/${d.path}`])).toEqual(sidebarScreens);
    expect(refineResources.map((r) => [r.name, r.list, r.meta?.label])).toEqual(
      declarations.map((d) => [d.table, `/admin/${d.path}`, d.texts.title]),
    );
  });
});

describe("fields, validation, search and order (docs/product.md#entities-and-fields)", () => {
  it("form fields per table", () => {
    expect(fieldNames(newsResource)).toEqual(["title", "source", "date", "image_url", "excerpt", "content", "slug"]);
    expect(fieldNames(noticesResource)).toEqual(["title", "content", "type", "priority", "is_active"]);
    expect(fieldNames(doctorsResource)).toEqual([
      "name",
      "specialty",
      "experience",
      "image_url",
      "qualifications",
      "description",
      "is_active",
    ]);
    expect(fieldNames(testimonialsResource)).toEqual(["name", "position", "company", "review"]);
  });

  // The spec asks URL format for article and doctor images "when filled", and the public pages
  // show a stock photo when one is missing, so every image URL is optional. An article's slug
  // left empty is made from its title by the server.
  it("every field is required except the image URLs, the article's web address (and a photo's caption and position)", () => {
    // An empty position puts a new photo first in its place (issue 36).
    expect(photosResource.fields.filter((f) => !f.required).map((f) => f.name)).toEqual(["caption", "sort_order"]);
    // A step's position (empty: last in the story); its alt text's Hindi is the image field's own.
    expect(visitStepsResource.fields.filter((f) => !f.required).map((f) => f.name)).toEqual(["position"]);
    // The ledger's contact details, reference (none for cash) and staff notes are optional.
    expect(donationsResource.fields.filter((f) => !f.required).map((f) => f.name)).toEqual([
      "email",
      "phone",
      "reference",
      "notes",
    ]);
    // Assessment requests are worked, not created: their notes and date of the last call are optional.
    const created = (x: EditableResource) => x.creates !== false;
    const others = declarations.filter(
      (x): x is EditableResource =>
        x.kind === "editable" &&
        x !== photosResource &&
        x !== donationsResource &&
        x !== eventsResource &&
        x !== visitStepsResource &&
        created(x),
    );
    for (const d of others) {
      for (const f of d.fields)
        expect([d.table, f.name, f.required]).toEqual([
          d.table,
          f.name,
          f.name !== "image_url" && !(f.name === "slug" && d === newsResource),
        ]);
    }
  });

  it("input types and options", () => {
    expect(field(newsResource, "date")?.kind).toBe("date");
    for (const d of [newsResource, doctorsResource, advisoriesResource, photosResource])
      expect(field(d, "image_url")).toMatchObject({ kind: "image", required: d === photosResource });
    expect(field(noticesResource, "priority")).toMatchObject({ kind: "number", min: 1, max: 10, defaultValue: 1 });
    expect(field(noticesResource, "type")).toMatchObject({ kind: "select", defaultValue: "info" });
    const type = field(noticesResource, "type");
    expect(type?.kind === "select" && type.options.map((o) => o.label)).toEqual([
      "Info",
      "Warning",
      "Success",
      "Error",
    ]);
    expect(field(noticesResource, "is_active")).toMatchObject({ kind: "status", defaultValue: true, label: "Status" });
    expect(field(doctorsResource, "is_active")).toMatchObject({ kind: "status", defaultValue: true });
  });

  it("search fields", () => {
    expect(newsResource.searchFields).toEqual(["title", "source"]);
    expect(noticesResource.searchFields).toEqual(["title", "content"]);
    expect(doctorsResource.searchFields).toEqual(["name", "specialty"]);
    expect(testimonialsResource.searchFields).toEqual(["name", "position"]);
    expect(advisoriesResource.searchFields).toEqual(["name", "position"]);
    expect(contactMessagesResource.searchFields).toEqual(["name", "email", "phone", "subject"]);
  });

  it("default order", () => {
    expect(noticesResource.defaultOrder).toEqual([
      { field: "priority", order: "desc" },
      { field: "created_at", order: "desc" },
    ]);
    for (const d of [
      newsResource,
      doctorsResource,
      testimonialsResource,
      advisoriesResource,
      contactMessagesResource,
    ]) {
      expect(d.defaultOrder).toEqual([{ field: "created_at", order: "desc" }]);
    }
  });

  it("updated_at is stamped only where the spec sends it", () => {
    expect(declarations.filter((d) => d.stampsUpdatedAt).map((d) => d.table)).toEqual([
      "news_articles",
      "notices",
      "doctors",
      "photos",
      "events",
      "visit_steps",
      "pages",
      "donations",
    ]);
  });

  it("contact messages: read, mark handled, delete; no form", () => {
    expect(contactMessagesResource.kind).toBe("readOnly");
    expect(contactMessagesResource.toggle?.field).toBe("handled");
    expect(contactMessagesResource.details?.map((d) => d.name)).toEqual([
      "name",
      "email",
      "phone",
      "subject",
      "message",
      "created_at",
    ]);
  });

  it("every form resource has its form texts", () => {
    for (const d of declarations.filter((x): x is EditableResource => x.kind === "editable")) {
      const createTexts = d.creates === false ? [] : [d.texts.addButton, d.texts.createTitle, d.texts.created];
      expect([...createTexts, d.texts.editTitle, d.texts.updated, d.texts.saveFailed].every(Boolean)).toBe(true);
    }
  });

  it("cards: title, subtitle, badges from the row", () => {
    const notice = {
      id: "n",
      title: "Camp",
      content: "Free camp",
      type: "warning",
      priority: 3,
      is_active: false,
      created_at: "",
      updated_at: "",
    };
    expect(noticesResource.card.title(notice)).toBe("Camp");
    expect(noticesResource.card.subtitle(notice)).toBe("Priority 3");
    // The type by its label; whether the public sees it is the card's one state (decision 094).
    expect(noticesResource.card.badges?.(notice).map((b) => b.label)).toEqual(["Warning"]);
  });
});
