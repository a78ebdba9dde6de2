import { describe, expect, it } from "vitest";
import {
  adminLink,
  contactMessageMail,
  firstLines,
  receiptRequestMail,
} from "../../supabase/functions/notify-staff/compose";

// What notify-staff writes (docs/product.md, "Staff alerts").
describe("staff alert e-mails", () => {
  it("links to the record in the admin, whatever the site URL's trailing slash", () => {
    expect(adminLink("https://pnf.org/", "contact_message", "abc")).toBe("https://pnf.org/admin/messages?id=abc");
    expect(adminLink("https://pnf.org", "receipt_request", "abc")).toBe("https://pnf.org/admin/receipts?id=abc");
  });

  it("previews the first four lines and at most 400 characters, marking a cut", () => {
    expect(firstLines("  One line.  ")).toBe("One line.");
    expect(firstLines("1\r\n2\n3\n4\n5")).toBe("1\n2\n3\n4 …");
    expect(firstLines("x".repeat(450))).toBe(`${"x".repeat(400)} …`);
  });

  it("names the sender and subject and escapes the message in HTML", () => {
    const mail = contactMessageMail(
      {
        id: "m1",
        name: "Asha <b>",
        email: "asha@example.org",
        phone: null,
        subject: "volunteer",
        message: "<script>x</script>",
        created_at: "2026-11-23T08:00:00Z",
      },
      "https://pnf.org",
    );
    expect(mail.subject).toBe("New message from Asha <b>: Volunteer Opportunities");
    expect(mail.text).toContain("Phone: —");
    expect(mail.text).toContain("> <script>x</script>");
    expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("leaves a receipt request's PAN and address out of the e-mail", () => {
    const row = {
      id: "r1",
      donor_name: "Meera",
      email: null,
      phone: "+91 98765 43210",
      amount: "100000.00",
      gift_date: "2026-04-02",
      mode: "bank_transfer",
      created_at: "2026-11-23T08:00:00Z",
      pan: "ABCPG1234K",
      address: "12 Civil Lines",
    };
    const mail = receiptRequestMail(row, "https://pnf.org");
    expect(mail.subject).toBe("80G receipt request from Meera: ₹1,00,000");
    expect(mail.text).toContain("Mode: Bank transfer");
    expect(`${mail.text}${mail.html}`).not.toMatch(/ABCPG1234K|Civil Lines/);
  });
});
