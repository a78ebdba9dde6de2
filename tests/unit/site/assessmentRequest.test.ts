import { describe, expect, it } from "vitest";
import { assessmentTexts } from "../../../src/site/assessment/assessmentTexts";
import {
  assessmentPayload,
  emptyAssessment,
  hasMarkup,
  indianMobileKey,
  submitAssessment,
  validateAssessment,
  type AssessmentValues,
} from "../../../src/site/assessment/assessmentRequest";

// The assessment form's checks mirror private.accept_assessment_request (the baseline's "Assessment requests").
const errors = assessmentTexts.en.errors;
const filled = (change: Partial<AssessmentValues> = {}): AssessmentValues => ({
  ...emptyAssessment("hi"),
  childName: "Chotu",
  ageYears: "4",
  concerns: ["speech"],
  parentName: "Sunita",
  phone: "+91 98765 43210",
  consent: true,
  ...change,
});

describe("the assessment request's checks", () => {
  it("reads an Indian mobile number however it is typed, and nothing else", () => {
    for (const typed of ["9876543210", "+919876543210", "+91 98765-43210", "09876543210", "९८७६५४३२१०"]) {
      expect(indianMobileKey(typed)).toBe("9876543210");
    }
    for (const typed of ["0532 246 1234", "98765 4321", "+44 7700 900123", "5876543210"]) {
      expect(indianMobileKey(typed)).toBeNull();
    }
  });

  it("finds markup but keeps a lone <", () => {
    expect(hasMarkup("<b>x</b>")).toBe(true);
    expect(hasMarkup("speaks < 10 words")).toBe(false);
  });

  it("passes a filled request and names each problem under its field", () => {
    expect(validateAssessment(filled(), errors, "2026-11-25")).toEqual({});
    expect(validateAssessment(filled({ ageYears: "19" }), errors, "2026-11-25")).toEqual({ ageYears: errors.ageRange });
    expect(validateAssessment(filled({ ageYears: "" }), errors, "2026-11-25")).toEqual({ ageYears: errors.age });
    expect(validateAssessment(filled({ ageYears: "", dateOfBirth: "2007-11-25" }), errors, "2026-11-25")).toEqual({
      dateOfBirth: errors.ageRange,
    });
    expect(validateAssessment(filled({ ageYears: "", dateOfBirth: "2007-11-26" }), errors, "2026-11-25")).toEqual({});
    expect(validateAssessment(filled({ concerns: [], concernDetails: " " }), errors, "2026-11-25")).toEqual({
      concerns: errors.concerns,
    });
    expect(
      validateAssessment(filled({ concerns: [], concernDetails: "Not yet walking" }), errors, "2026-11-25"),
    ).toEqual({});
    expect(validateAssessment(filled({ phone: "12345" }), errors, "2026-11-25")).toEqual({ phone: errors.phone });
    expect(validateAssessment(filled({ childName: "<i>x</i>" }), errors, "2026-11-25")).toEqual({
      childName: errors.markup,
    });
    expect(validateAssessment(filled({ consent: false }), errors, "2026-11-25")).toEqual({ consent: errors.consent });
  });

  it("sends the key and the choices as the RPC reads them", () => {
    expect(assessmentPayload(filled({ whatsapp: "no" }), "k")).toMatchObject({
      client_key: "k",
      whatsapp: false,
      consent: true,
      concerns: ["speech"],
      call_language: "hi",
    });
  });

  it("tells a refusal (shown in Hindi) from a server it could not reach (kept to send again)", async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    const endpoint = { url: "https://x.example/rpc", headers: {} };
    const hi = assessmentTexts.hi;
    const refused = await submitAssessment(
      filled(),
      "k",
      { endpoint, fetch: answer(200, { success: false, message: "Please enter your name." }) },
      hi,
    );
    expect(refused).toEqual({ status: "refused", message: "कृपया अपना नाम लिखें।" });
    const down = await submitAssessment(
      filled(),
      "k",
      {
        endpoint,
        fetch: async () => {
          throw new TypeError("Failed to fetch");
        },
      },
      hi,
    );
    expect(down).toEqual({ status: "unreachable" });
    expect(await submitAssessment(filled(), "k", { endpoint, fetch: answer(503, {}) }, hi)).toEqual({
      status: "unreachable",
    });
  });
});
