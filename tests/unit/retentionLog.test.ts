import { describe, expect, it } from "vitest";
import { describeRun } from "../../supabase/local/retention";

// What the local backend logs after a retention run (docs/architecture.md#retention): counts only.
describe("the retention job's log line", () => {
  it("names each rule with its count, and the files removed", () => {
    expect(
      describeRun({
        counts: [
          { rule: "Contact messages handled more than 24 months ago", table_name: "contact_messages", removed: 3 },
          { rule: "Alert e-mails sent more than 90 days ago", table_name: "staff_notifications", removed: 0 },
        ],
        filesRemoved: 2,
      }),
    ).toBe(
      "retention: Contact messages handled more than 24 months ago: 3; Alert e-mails sent more than 90 days ago: 0; media files removed: 2",
    );
    expect(describeRun({ counts: [], filesRemoved: 0 })).toBe("retention: no rules; media files removed: 0");
  });
});
