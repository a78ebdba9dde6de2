import { describe, expect, it } from "vitest";
import { fieldRules, initialValues, isHttpUrl, toPayload } from "../../../src/admin/crud/formValues";
import { buildSearchFilters } from "../../../src/admin/crud/searchFilter";
import { advisoriesResource } from "../../../src/admin/resources/advisories";
import { doctorsResource } from "../../../src/admin/resources/doctors";
import { newsResource } from "../../../src/admin/resources/news";
import { noticesResource } from "../../../src/admin/resources/notices";
import type { FieldDeclaration } from "../../../src/admin/resources/types";

describe("buildSearchFilters", () => {
  it("is empty for a blank term", () => {
    expect(buildSearchFilters(["name"], "   ")).toEqual([]);
  });
  it("ors a contains filter over every declared field, trimmed", () => {
    expect(buildSearchFilters(["name", "position"], "  Dr Rao ")).toEqual([
      {
        operator: "or",
        value: [
          { field: "name", operator: "contains", value: "Dr Rao" },
          { field: "position", operator: "contains", value: "Dr Rao" },
        ],
      },
    ]);
  });
  it("takes LIKE wildcards and PostgREST quoting literally", () => {
    const [filter] = buildSearchFilters(["name"], '50%_a"b\\');
    expect(filter).toMatchObject({ value: [{ value: '50\\\\%\\\\_a\\"b\\\\\\\\' }] });
  });
});

describe("initialValues", () => {
  it("fills every declared field with the declared defaults for a new record", () => {
    expect(initialValues(noticesResource)).toEqual({
      title: "",
      // Each translatable text has its Hindi beside it (issue 39), empty on a new record.
      title_hi: "",
      content: "",
      content_hi: "",
      type: "info",
      priority: 1,
      is_active: true,
      // Publishable (issue 25): a new notice is published now (as before), with no end.
      status: "published",
      publish_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/),
      ends_at: "",
    });
    expect(initialValues(doctorsResource).is_active).toBe(true);
  });
  it("uses the record's values, '' for a missing image_url", () => {
    const advisory = {
      id: "a",
      name: "Ms Rao",
      position: "Counselor",
      content: "Helps",
      image_url: null,
      is_active: true,
      created_at: "",
    };
    expect(initialValues(advisoriesResource, advisory)).toEqual({
      name: "Ms Rao",
      position: "Counselor",
      position_hi: "",
      content: "Helps",
      content_hi: "",
      image_url: "",
      image_small_url: "",
      image_width: null,
      image_height: null,
      image_alt: "",
      image_alt_hi: "",
      status: "",
      publish_at: "",
    });
  });
  it("an image field brings its small version, size and alt text from the record", () => {
    const doctor = {
      id: "d",
      image_url: "https://example.org/a.webp",
      image_small_url: "https://example.org/a-small.webp",
      image_width: 1600,
      image_height: 1200,
      image_alt: "Dr Rao smiling",
      image_alt_hi: "मुस्कुराती डॉ. राव",
    };
    expect(initialValues(doctorsResource, doctor)).toMatchObject({
      image_url: "https://example.org/a.webp",
      image_small_url: "https://example.org/a-small.webp",
      image_width: 1600,
      image_height: 1200,
      image_alt: "Dr Rao smiling",
      // Its Hindi beside it (issue 39): the alt text is a translatable text of the doctor.
      image_alt_hi: "मुस्कुराती डॉ. राव",
    });
  });
});

describe("toPayload", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");
  it("sends declared fields only, trimmed, and updated_at on edit where stamped", () => {
    const values = { title: " T ", content: "C", type: "error", priority: 4, is_active: false, id: "x" };
    expect(toPayload(noticesResource, values, "create", now)).toEqual({
      title: "T",
      content: "C",
      type: "error",
      priority: 4,
      is_active: false,
      ends_at: null,
    });
    expect(toPayload(noticesResource, values, "edit", now)).toMatchObject({ updated_at: "2026-11-22T10:00:00.000Z" });
  });
  it("sends an empty optional image_url as null and never stamps advisories", () => {
    const payload = toPayload(
      advisoriesResource,
      { name: "A", position: "P", content: "C", image_url: "  " },
      "edit",
      now,
    );
    expect(payload).toEqual({
      name: "A",
      position: "P",
      content: "C",
      image_url: null,
      image_small_url: null,
      image_width: null,
      image_height: null,
      image_alt: null,
      image_alt_hi: null,
    });
  });
  it("sends an image's columns together, trimmed; none of them without an image", () => {
    const image = {
      image_url: "https://example.org/a.webp",
      image_small_url: "https://example.org/a-small.webp",
      image_width: 1600,
      image_height: 900,
      image_alt: " A counselor ",
      image_alt_hi: " एक परामर्शदाता ",
    };
    expect(toPayload(advisoriesResource, { name: "A", position: "P", content: "C", ...image }, "create")).toEqual({
      name: "A",
      position: "P",
      content: "C",
      ...image,
      image_alt: "A counselor",
      image_alt_hi: "एक परामर्शदाता",
    });
    const removed = toPayload(advisoriesResource, { ...image, image_url: "" }, "create");
    expect([removed.image_small_url, removed.image_width, removed.image_alt, removed.image_alt_hi]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("fieldRules", () => {
  const run = (f: FieldDeclaration, value: unknown) => {
    const validate = fieldRules(f).validate as Record<string, (v: unknown) => true | string>;
    for (const rule of Object.values(validate)) {
      const result = rule(value);
      if (result !== true) return result;
    }
    return true;
  };
  const url: FieldDeclaration = { name: "image_url", label: "Image URL", kind: "url", required: true };
  const priority: FieldDeclaration = {
    name: "priority",
    label: "Priority",
    kind: "number",
    required: true,
    min: 1,
    max: 10,
    defaultValue: 1,
  };

  it("requires non-blank text", () => {
    expect(run(url, "  ")).toBe("Image URL is required");
  });
  it("checks URL format", () => {
    expect(run(url, "not a url")).toBe("Image URL must be a valid URL (https://...)");
    expect(run(url, "javascript:alert(1)")).toBe("Image URL must be a valid URL (https://...)");
    expect(run(url, "https://example.org/a.webp")).toBe(true);
    expect(run({ ...url, required: false }, "")).toBe(true);
  });
  it("keeps priority within 1..10", () => {
    expect(run(priority, 0)).toBe("Priority must be a number from 1 to 10");
    expect(run(priority, 11)).toBe("Priority must be a number from 1 to 10");
    expect(run(priority, 2.5)).toBe("Priority must be a number from 1 to 10");
    expect(run(priority, 10)).toBe(true);
  });
  it("checks the article's web address against the slug rule the server enforces", () => {
    const slug = newsResource.fields.find((f) => f.name === "slug")!;
    const message = /^Web address: up to 80 lowercase letters/;
    for (const bad of ["Sports Day", "sports--day", "-sports", "sports-", "खेल-दिवस", "a".repeat(81)]) {
      expect(run(slug, bad)).toMatch(message);
    }
    expect(run(slug, "sports-day-2026")).toBe(true);
    expect(run(slug, "")).toBe(true);
  });
  it("isHttpUrl", () => {
    expect(isHttpUrl("http://a.b")).toBe(true);
    expect(isHttpUrl("ftp://a.b")).toBe(false);
  });
});
