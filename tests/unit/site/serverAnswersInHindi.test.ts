import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contactTexts } from "../../../src/site/contact/contactMessage";
import { assessmentTexts } from "../../../src/site/assessment/assessmentTexts";
import { receiptRequestTexts } from "../../../src/site/getInvolved/getInvolvedTexts";
import { registrationAnswer } from "../../../src/site/events/eventRegistration";
import { dataRequestAnswer } from "../../../src/site/dataRequest/dataRequest";

// The visitor RPCs answer in English (supabase/migrations); a Hindi page shows each answer in Hindi
// through its own table (docs/architecture.md#languages). A sentence added to a migration and not
// to that table would reach a Hindi-reading parent in English, or as a vague fallback: this test
// reads the sentences from the functions' final definitions in the migrations.

const migrations = join(__dirname, "../../../supabase/migrations");

/**
 * A function's final definition: the last `create or replace function <name>(` in the migrations,
 * read in the order they run, to the end of its body (every body is quoted with $$).
 */
function definitionOf(name: string): string {
  const sql = readdirSync(migrations)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => readFileSync(join(migrations, file), "utf8"))
    .join("\n");
  const start = sql.lastIndexOf(`create or replace function ${name}(`);
  if (start < 0) throw new Error(`no migration defines ${name}`);
  return sql.slice(start, sql.indexOf("\n$$;", sql.indexOf("$$", start) + 2));
}

/** Every sentence a function writes as a string literal (capitalised, ending in . or !). */
function sentencesIn(functionName: string): string[] {
  const sql = definitionOf(functionName);
  return [...new Set([...sql.matchAll(/'([A-Z][^']{10,}[.!])'/g)].map((match) => match[1]))];
}

/** Answers only a caller other than our forms can get: a wrong body, an unknown field, a bad key. */
const notForVisitors = [
  "Please send the message as a form or a JSON object.",
  "Please send the request as a form or a JSON object.",
  "Unknown field: %s.",
  "Every field must be text.",
  "The amount must be a number and every other field text.",
  "Every field must be text, the ages numbers, the concerns a list and the choices true or false.",
  "Every field must be text and the number of people a number.",
  "Please send the code as a form or a JSON object.",
  "The language must be en or hi.",
  "Every field must be text, and the consent true or false.",
];

const visitorAnswers = (...files: string[]) =>
  files.flatMap(sentencesIn).filter((sentence) => !notForVisitors.includes(sentence));

describe("every answer of the visitor RPCs has its Hindi", () => {
  // The limits every visitor submission shares, then the function that checks each RPC's fields.
  const limits = "private.admit_visitor_submission";

  it("submit_contact_message", () => {
    const answers = visitorAnswers(limits, "private.accept_contact_message").filter(
      (sentence) => !sentence.startsWith("Thank you"), // success shows the form's own text
    );
    expect(answers.length).toBeGreaterThan(8);
    const untranslated = answers.filter((answer) => contactTexts.hi.refused(answer).includes(answer));
    expect(untranslated).toEqual([]);
  });

  it("submit_receipt_request", () => {
    const answers = visitorAnswers(limits, "private.accept_receipt_request");
    expect(answers.length).toBeGreaterThan(15);
    const fallbacks = [receiptRequestTexts.hi.answer("", true), receiptRequestTexts.hi.answer("", false)];
    const untranslated = answers.filter((answer) =>
      [true, false].some((ok) => fallbacks.includes(receiptRequestTexts.hi.answer(answer, ok))),
    );
    expect(untranslated).toEqual([]);
  });

  it("submit_assessment_request, on the form and on its no-JavaScript result page", () => {
    const answers = visitorAnswers(limits, "private.accept_assessment_request");
    expect(answers.length).toBeGreaterThan(20);
    const fallback = assessmentTexts.hi.answer("");
    expect(answers.filter((answer) => assessmentTexts.hi.answer(answer) === fallback)).toEqual([]);
    // The result page (submit_assessment_request_page) keeps its own table, in SQL: each answer
    // must be a key there.
    const page = definitionOf("private.assessment_answer_hi");
    expect(answers.filter((answer) => !page.includes(`'${answer}',`))).toEqual([]);
  });

  it("submit_callback_request, on the form and on its no-JavaScript result page", () => {
    const answers = visitorAnswers(limits, "private.accept_callback_request");
    expect(answers.length).toBeGreaterThan(8);
    const fallback = assessmentTexts.hi.answer("");
    expect(answers.filter((answer) => assessmentTexts.hi.answer(answer) === fallback)).toEqual([]);
    // The result page's Hindi: its own thanks, then the assessment request's table.
    const page = `${definitionOf("private.callback_answer_hi")}${definitionOf("private.assessment_answer_hi")}`;
    expect(answers.filter((answer) => !page.includes(`'${answer}'`))).toEqual([]);
  });

  it("register_for_event", () => {
    const answers = visitorAnswers(limits, "private.accept_event_registration", "public.register_for_event");
    expect(answers.length).toBeGreaterThan(12);
    const failed = "fallback";
    const untranslated = answers.filter(
      (message) => registrationAnswer({ status: "refused", message }, "hi", failed) === failed,
    );
    expect(untranslated).toEqual([]);
  });

  it("submit_data_request and confirm_data_request", () => {
    const answers = visitorAnswers(
      limits,
      "private.accept_data_request",
      "private.data_request_answer",
      "private.accept_data_request_code",
    );
    expect(answers.length).toBeGreaterThan(12);
    const fallback = "FALLBACK";
    expect(answers.filter((answer) => dataRequestAnswer(answer, "hi", fallback) === fallback)).toEqual([]);
  });
});
