import { describe, expect, it } from "vitest";
import { ageText, waitingTooLong } from "../../../src/admin/resources/assessmentRequests";
import { workingDaysSince } from "../../../src/admin/resources/workingDays";
import { waitingText } from "../../../src/admin/dashboard/AssessmentsSummary";

// The admin's reading of assessment requests (docs/product.md#assessment-request).
// 2026-11-23 is a Monday.
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe("assessment requests in the admin", () => {
  it("counts working days after the day a request came, weekends aside", () => {
    expect(workingDaysSince(ist("2026-11-23T10:00:00"), ist("2026-11-23T18:00:00"))).toBe(0);
    expect(workingDaysSince(ist("2026-11-23T10:00:00"), ist("2026-11-25T18:00:00"))).toBe(2);
    expect(workingDaysSince(ist("2026-11-23T10:00:00"), ist("2026-11-26T09:00:00"))).toBe(3);
    // Friday evening to Tuesday: Monday and Tuesday.
    expect(workingDaysSince(ist("2026-11-27T20:00:00"), ist("2026-12-01T09:00:00"))).toBe(2);
    // Late on Monday night in India is still Monday there, though it is Monday in UTC too early on.
    expect(workingDaysSince(ist("2026-11-23T23:30:00"), ist("2026-11-24T00:30:00"))).toBe(1);
  });

  it("highlights a new request after more than two working days, and only a new one", () => {
    const monday = ist("2026-11-23T10:00:00").toISOString();
    expect(waitingTooLong({ status: "new", created_at: monday }, ist("2026-11-25T18:00:00"))).toBeNull();
    expect(waitingTooLong({ status: "new", created_at: monday }, ist("2026-11-26T09:00:00"))).toBe(
      "Waiting 3 working days for a first call",
    );
    expect(waitingTooLong({ status: "contacted", created_at: monday }, ist("2026-12-26T09:00:00"))).toBeNull();
  });

  it("says ages and waits in plain words", () => {
    expect(ageText(54)).toBe("4 years 6 months");
    expect(ageText(5)).toBe("5 months");
    expect(ageText(0)).toBe("0 years");
    expect(ageText(12)).toBe("1 year");
    expect(waitingText(ist("2026-11-20T10:00:00").toISOString(), ist("2026-11-24T11:00:00"))).toBe(
      "4 days (2 working days)",
    );
  });
});
