import { describe, expect, it } from "vitest";
import { CODE_SUBJECT, dataRequestCodeMail } from "../../supabase/functions/notify-staff/dataRequestCode";
import { adminLink, dataRequestMail, digestMail } from "../../supabase/functions/notify-staff/compose";

// The e-mails of a data request (docs/architecture.md#privacy-requests): the code, to the person, in
// English and Hindi with nothing personal in the subject; and staff's alert, which names no one.
describe("the code e-mail", () => {
  it("gives the code and its minutes in both languages, and keeps the subject free of the code", () => {
    const mail = dataRequestCodeMail("042917", 30);
    expect(mail.subject).toBe(CODE_SUBJECT);
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).toContain("Your code is 042917. Enter it on the page where you asked, within 30 minutes.");
    expect(mail.text).toContain("आपका कोड 042917 है। इसे 30 मिनट के अंदर");
    expect(mail.html).toContain('<p lang="hi">');
    expect(mail.html).toContain(">042917</p>");
  });

  it("refuses anything but six digits", () => {
    expect(() => dataRequestCodeMail("<b>1</b>")).toThrow();
  });
});

describe("the staff alert of a data request", () => {
  it("says only that a request came, and links to Settings", () => {
    const mail = dataRequestMail({ id: "d1", created_at: "2026-11-25T00:00:00Z" }, "https://pnf.org");
    expect(mail.subject).toBe("A new data request");
    expect(mail.text).toContain("https://pnf.org/admin/settings?id=d1");
    expect(adminLink("https://pnf.org", "data_request", "d1")).toBe("https://pnf.org/admin/settings?id=d1");
    const digest = digestMail([{ kind: "data_request", row: { id: "d1", created_at: "" } }], "https://pnf.org");
    expect(digest.text).toContain("A new data request: https://pnf.org/admin/settings?id=d1");
  });
});
