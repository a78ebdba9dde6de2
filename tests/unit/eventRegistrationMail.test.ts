import { describe, expect, it } from "vitest";
import { digestMail, eventRegistrationMail } from "../../supabase/functions/notify-staff/compose";

const row = {
  id: "4f1c2d3e-0000-4000-8000-000000000001",
  event_title: "Parent workshop: everyday speech",
  event_starts_at: "2026-12-05T04:30:00Z",
  name: "Asha Gupta",
  phone: "+91 98765 43210",
  email: "asha@example.org",
  people: 2,
  status: "waiting",
  waiting_place: 3,
  created_at: "2026-11-25T06:00:00Z",
};

describe("the alert for an event registration", () => {
  it("names the event and the standing, never the parent, in its subject; links to the admin", () => {
    const mail = eventRegistrationMail(row, "https://pnf.org/");
    expect(mail.subject).toBe("New registration for Parent workshop: everyday speech");
    for (const personal of ["Asha", "98765", "asha@"]) expect(mail.subject).not.toContain(personal);
    expect(mail.text).toContain("Status: Waiting list, place 3");
    expect(mail.text).toContain(`https://pnf.org/admin/event-registrations?id=${row.id}`);
    expect(mail.text).toContain("> Name: Asha Gupta");
  });

  it("has its line in a digest", () => {
    const digest = digestMail(
      [{ kind: "event_registration", row: { ...row, status: "confirmed", waiting_place: null } }],
      "https://pnf.org",
    );
    expect(digest.text).toContain("A registration for Parent workshop: everyday speech (Confirmed)");
  });
});
