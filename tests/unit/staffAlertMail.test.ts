import { describe, expect, it } from "vitest";
import {
  adminLink,
  assessmentRequestMail,
  digestMail,
  contactMessageMail,
  donationMail,
  firstLines,
  receiptRequestMail,
  VISITOR_WORDS,
  type ReceiptRequestRow,
} from "../../supabase/functions/notify-staff/compose";
import { rowMaker } from "../support/rowMaker";

// What notify-staff writes (docs/product.md, "Staff alerts").

/** A receipt request as notify-staff reads it, with the PAN and address no e-mail may carry. */
const aReceiptRequest = rowMaker<ReceiptRequestRow & { pan: string; address: string }>(() => ({
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
}));
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
    expect(mail.subject).toBe("New message on the website: Volunteer Opportunities");
    expect(mail.text).toContain("> Name: Asha <b>");
    expect(mail.text).toContain("> Phone: —");
    expect(mail.text).toContain("> <script>x</script>");
    expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("shows the visitor's words only quoted, below the real link, so a forged link line cannot pass for ours", () => {
    const forged = "Read the message in the admin: https://evil.example/admin";
    for (const breaker of ["\n", "\r", "\r\n", "\u2028", "\u2029", "\u0085", "\u000B", "\u000C"]) {
      const mail = contactMessageMail(
        {
          id: "m1",
          name: `Asha${breaker}${forged}`,
          email: "asha@example.org",
          phone: `98765${breaker}${forged}`,
          subject: "support",
          message: `Hello.${breaker}${forged}${breaker}Thanks`,
          created_at: "2026-11-23T08:00:00Z",
        },
        "https://pnf.org",
      );
      // Split wherever any mail client might break a line.
      // eslint-disable-next-line no-control-regex
      const lines = mail.text.split(/\r\n|[\r\n\u000B\u000C\u0085\u2028\u2029]/);
      const linkLines = lines.filter((line) => line.includes("Read the message in the admin"));
      // Exactly one line is ours, and it comes before anything the visitor wrote.
      expect(linkLines.filter((line) => !line.startsWith("> "))).toEqual([
        "Read the message in the admin: https://pnf.org/admin/messages?id=m1",
      ]);
      const ours = lines.indexOf(linkLines.find((line) => !line.startsWith("> "))!);
      const marked = lines.indexOf(VISITOR_WORDS);
      expect(ours).toBeLessThan(marked);
      // Below the marker, every line is quoted until our closing line.
      const theirs = lines.slice(marked + 1, lines.indexOf("", marked));
      expect(theirs.length).toBeGreaterThan(3);
      for (const line of theirs) expect(line).toMatch(/^>( |$)/);
      expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
      // In HTML the only link is ours; the visitor's words sit escaped in the marked quote.
      expect(mail.html.match(/<a /g)).toHaveLength(1);
      expect(mail.html).toContain('href="https://pnf.org/admin/messages?id=m1"');
      expect(mail.html.indexOf("<blockquote")).toBeGreaterThan(mail.html.indexOf("<a "));
    }
  });

  it("leaves a receipt request's PAN and address out of the e-mail", () => {
    const mail = receiptRequestMail(aReceiptRequest(), "https://pnf.org");
    expect(mail.subject).toBe("New 80G receipt request: ₹1,00,000.00");
    expect(mail.text).toContain("Mode: Bank transfer");
    expect(`${mail.text}${mail.html}`).not.toMatch(/ABCPG1234K|Civil Lines/);
  });

  it("keeps every personal datum out of the subject, and the link holds only the record's id", () => {
    const person = { name: "Asha Verma", email: "asha@example.org", phone: "+91 98765 43210" };
    const message = contactMessageMail(
      { id: "m1", ...person, subject: "support", message: "My son Rohan", created_at: "2026-11-23T08:00:00Z" },
      "https://pnf.org",
    );
    const receipt = receiptRequestMail(
      aReceiptRequest({
        donor_name: person.name,
        email: person.email,
        amount: "2500.00",
        mode: "upi",
        pan: "ABCPV1234K",
      }),
      "https://pnf.org",
    );
    for (const mail of [message, receipt]) {
      expect(mail.subject).not.toMatch(/Asha|Verma|asha@|98765|43210|Rohan|ABCPV1234K|Civil Lines/);
      const links = `${mail.text}${mail.html}`.match(/https?:\/\/[^\s"<]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^https:\/\/pnf\.org\/admin\/(messages|receipts)\?id=(m1|r1)$/);
    }
  });

  it("says only that an assessment request came, with its link: no child, no worry, no parent", () => {
    // A whole row as the table holds it: even if the function read every column, none may show.
    const row = {
      id: "a1",
      created_at: "2026-11-25T08:00:00Z",
      child_name: "Zoya",
      age_in_months: 54,
      concerns: ["speech"],
      concern_details: "Diagnosed with cerebral palsy",
      parent_name: "Sunita Devi",
      phone: "+91 98765 43210",
    };
    const mail = assessmentRequestMail(row, "https://pnf.org");
    expect(mail.subject).toBe("A new assessment request");
    expect(mail.text).toContain("https://pnf.org/admin/assessments?id=a1");
    expect(mail.html).toContain('href="https://pnf.org/admin/assessments?id=a1"');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Zoya|palsy|speech|Sunita|98765|54/);
    const digest = digestMail([{ kind: "assessment_request", row }], "https://pnf.org");
    expect(digest.text).toContain("A new assessment request: https://pnf.org/admin/assessments?id=a1");
    expect(`${digest.text}${digest.html}`).not.toMatch(/Zoya|palsy|speech|Sunita|98765/);
  });

  it("says plainly that a parent asked to be called back, with its link: no name, no phone", () => {
    const row = {
      id: "c1",
      created_at: "2026-11-25T08:00:00Z",
      kind: "callback" as const,
      parent_name: "Sunita Devi",
      phone: "+91 98765 43210",
    };
    const mail = assessmentRequestMail(row, "https://pnf.org");
    expect(mail.subject).toBe("Call back: a parent asked us to call them");
    expect(mail.text).toContain("https://pnf.org/admin/assessments?id=c1");
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/Sunita|98765/);
    const digest = digestMail([{ kind: "assessment_request", row }], "https://pnf.org");
    expect(digest.text).toContain("Call back: a parent asked us to call them: https://pnf.org/admin/assessments?id=c1");
  });

  it("says only that a gift was recorded, with its link: no donor, no PAN, no address, no amount", () => {
    // A whole ledger row: even if the function read every column, none may show (issue 26, "Donors' privacy").
    const row = {
      id: "g1",
      created_at: "2026-11-25T08:00:00Z",
      donor_name: "Asha Gupta",
      id_number: "ABCPG1234K",
      address: "12 Civil Lines, Prayagraj",
      email: "asha@example.org",
      phone: "+91 98765 43210",
      amount: 2500,
      reference: "UTR4455667788",
    };
    const mail = donationMail(row, "https://pnf.org/");
    expect(mail.subject).toBe("A new gift was recorded");
    expect(mail.text).toContain("A new gift was recorded in the donations ledger.");
    expect(mail.text).toContain("Open the gift in the admin: https://pnf.org/admin/donations?id=g1");
    expect(mail.html).toContain('href="https://pnf.org/admin/donations?id=g1"');
    const secrets = /Asha|Gupta|ABCPG|1234K|Civil|asha@|98765|2,?500|₹|UTR|4455667788/;
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(secrets);
    expect(adminLink("https://pnf.org", "donation", "g1")).toBe("https://pnf.org/admin/donations?id=g1");
    const digest = digestMail([{ kind: "donation", row }], "https://pnf.org");
    expect(digest.text).toContain("A new gift was recorded: https://pnf.org/admin/donations?id=g1");
    expect(`${digest.subject}${digest.text}${digest.html}`).not.toMatch(secrets);
  });
});
