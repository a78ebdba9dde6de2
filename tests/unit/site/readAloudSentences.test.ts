import { describe, expect, it } from "vitest";
import { sentencesOf, sentenceSpans } from "../../../src/site/readAloud/sentences";

// The sentences the device's voice reads one by one, and the ranges highlighted as it does
// (src/site/readAloud/sentences.ts, docs/architecture.md#read-aloud).

const split = (text: string) => sentenceSpans(text).map(([start, end]) => text.slice(start, end));

describe("sentenceSpans", () => {
  it("splits English at a full stop, question or exclamation mark followed by a space", () => {
    expect(split("We met on Monday. Did you come? Yes!  ")).toEqual(["We met on Monday.", "Did you come?", "Yes!"]);
  });

  it("keeps a number's point and a closing quote with their sentence", () => {
    expect(split('The fee is 2.5 lakh. She said "Thank you." Then left.')).toEqual([
      "The fee is 2.5 lakh.",
      'She said "Thank you."',
      "Then left.",
    ]);
  });

  it("splits Hindi at the danda, with or without a space after it", () => {
    expect(split("बच्चों ने दौड़ लगाई।माता-पिता ने तालियाँ बजाईं। सबको इनाम मिला॥")).toEqual([
      "बच्चों ने दौड़ लगाई।",
      "माता-पिता ने तालियाँ बजाईं।",
      "सबको इनाम मिला॥",
    ]);
  });

  it("ends a sentence at a line break, and skips what has no letter or digit", () => {
    expect(split("Heading\n\nFirst line\n— \nLast one")).toEqual(["Heading", "First line", "Last one"]);
  });
});

describe("sentencesOf", () => {
  it("gives each sentence the range it covers across elements, a block starting a new one", () => {
    document.body.innerHTML =
      "<div id='t'><h2>Rules</h2><p>Come <strong>early</strong>. Bring water.</p><p aria-hidden='true'>Icon</p><ul><li>Shoes</li></ul></div>";
    const sentences = sentencesOf(document.getElementById("t")!);
    expect(sentences.map((s) => s.text)).toEqual(["Rules", "Come early.", "Bring water.", "Shoes"]);
    expect(sentences.map((s) => s.range.toString())).toEqual(["Rules", "Come early.", "Bring water.", "Shoes"]);
  });
});
