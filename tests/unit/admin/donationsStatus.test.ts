import { describe, expect, it } from "vitest";
import { statementReminder } from "../../../src/admin/dashboard/donationsStatus";

describe("the Form 10BD reminder", () => {
  it("shows from 1 April to 31 May in India, for the year that ended on 31 March", () => {
    expect(statementReminder(new Date("2027-03-31T18:30:00Z"))).toEqual({
      financialYear: "2026-27",
      dueOn: "31 May 2027",
      daysLeft: 60,
    });
    expect(statementReminder(new Date("2027-05-31T12:00:00Z"))).toMatchObject({
      financialYear: "2026-27",
      daysLeft: 0,
    });
  });

  it("is silent the rest of the year", () => {
    expect(statementReminder(new Date("2027-03-31T18:29:00Z"))).toBeNull();
    expect(statementReminder(new Date("2027-05-31T18:31:00Z"))).toBeNull();
    expect(statementReminder(new Date("2026-11-25T12:00:00Z"))).toBeNull();
  });
});
