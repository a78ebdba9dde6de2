import { describe, expect, it } from "vitest";
import {
  chooseText,
  fieldsWithoutHindi,
  hindiColumn,
  inEnglishSoFar,
  inLanguage,
  rowInLanguage,
  shownLanguage,
  translatableFields,
} from "../../../src/lib/translatable";

// The one choice of language for what staff write (issue 39, docs/architecture.md#what-staff-write-in-hindi).

const event = {
  id: "e1",
  slug: "parent-workshop",
  title: "Parent workshop",
  title_hi: "अभिभावक कार्यशाला",
  summary: "Two hours on routines.",
  summary_hi: null,
  description: "",
  description_hi: null,
  starts_at: "2026-12-05T04:30:00Z",
};

describe("hindiColumn", () => {
  it("names the twin of a field, and of a policy page's _en field", () => {
    expect(hindiColumn("title")).toBe("title_hi");
    expect(hindiColumn("body_en")).toBe("body_hi");
  });
});

describe("chooseText", () => {
  it("gives the Hindi on a Hindi page when there is one", () => {
    expect(chooseText(event, "title", "hi")).toEqual({ text: "अभिभावक कार्यशाला", language: "hi" });
  });
  it("gives the English on a Hindi page when the Hindi is missing or blank", () => {
    expect(chooseText(event, "summary", "hi")).toEqual({ text: "Two hours on routines.", language: "en" });
    expect(chooseText({ ...event, summary_hi: "  " }, "summary", "hi")).toEqual({
      text: "Two hours on routines.",
      language: "en",
    });
  });
  it("gives the English on an English page, whatever Hindi there is", () => {
    expect(chooseText(event, "title", "en")).toEqual({ text: "Parent workshop", language: "en" });
  });
});

describe("rowInLanguage and inLanguage", () => {
  it("shows each declared field in the page's language and keeps every other column", () => {
    const shown = rowInLanguage(event, "hi", translatableFields.events);
    expect(shown).toMatchObject({
      title: "अभिभावक कार्यशाला",
      summary: "Two hours on routines.",
      slug: "parent-workshop",
      starts_at: event.starts_at,
      title_hi: "अभिभावक कार्यशाला",
    });
  });
  it("leaves the row as it is on an English page", () => {
    expect(rowInLanguage(event, "en")).toBe(event);
    expect(inLanguage([event], "en")[0]).toBe(event);
  });
  it("finds the rows inside what a read answers: a list, a page with its count, an article with neighbours", () => {
    const answer = {
      article: { title: "Camp", title_hi: "शिविर", content: "Text", content_hi: null },
      newer: { title: "Sports day", title_hi: "खेल दिवस", slug: "sports-day" },
      older: null,
      total: 3,
    };
    const shown = inLanguage(answer, "hi");
    expect(shown.article.title).toBe("शिविर");
    expect(shown.article.content).toBe("Text");
    expect(shown.newer?.title).toBe("खेल दिवस");
    expect(shown.total).toBe(3);
    expect(inLanguage({ events: [event], total: 1 }, "hi").events[0].title).toBe("अभिभावक कार्यशाला");
  });
  it("keeps a null optional English text null when there is no Hindi either (a photo without a caption)", () => {
    expect(inLanguage({ caption: null, caption_hi: null }, "hi").caption).toBeNull();
  });
  it("reads a policy page's _en fields by the same rule", () => {
    const page = { title_en: "Terms", title_hi: "शर्तें", body_en: "Text", body_hi: "पाठ" };
    expect(inLanguage(page, "hi")).toMatchObject({ title_en: "शर्तें", body_en: "पाठ" });
  });
});

describe("what is still in English", () => {
  it("names the texts written in English and not in Hindi, never an empty one", () => {
    expect(fieldsWithoutHindi(event, translatableFields.events)).toEqual(["summary"]);
  });
  it("notes a row on a Hindi page only, and only when something fell back", () => {
    expect(inEnglishSoFar(inLanguage(event, "hi"), "hi")).toBe(true);
    expect(inEnglishSoFar(inLanguage(event, "en"), "en")).toBe(false);
    const whole = { ...event, summary_hi: "दिनचर्या पर दो घंटे।" };
    expect(inEnglishSoFar(inLanguage(whole, "hi"), "hi")).toBe(false);
  });
  it("says which language a shown row is in, for JSON-LD's inLanguage", () => {
    const whole = { ...event, summary_hi: "दिनचर्या पर दो घंटे।" };
    expect(shownLanguage(inLanguage(whole, "hi"))).toBe("hi");
    expect(shownLanguage(inLanguage(whole, "en"))).toBe("en");
    expect(shownLanguage(inLanguage(event, "hi"))).toBe("en");
    expect(shownLanguage({ title: "No Hindi column" })).toBe("en");
  });
});
