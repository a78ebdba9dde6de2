import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as admin from "../../../src/lib/format";
import * as mail from "../../../supabase/functions/_shared/format";

// One form for amounts, dates and times in the admin and the staff's e-mails
// (docs/decisions/095-one-form-for-amounts-dates-and-times.md).

describe("the admin's formats", () => {
  it("write rupees with Indian grouping and their paise", () => {
    expect(admin.formatRupees(125000.5)).toBe("₹1,25,000.50");
    expect(admin.formatRupees("2500")).toBe("₹2,500.00");
    expect(admin.formatRupees(999)).toBe("₹999.00");
    expect(admin.formatRupees(10000000)).toBe("₹1,00,00,000.00");
    expect(admin.formatRupees(0.1 + 0.2)).toBe("₹0.30");
  });

  it("write a day as '27 Nov 2026' and a time as '4:05 pm', in India's time", () => {
    expect(admin.formatDate("2026-11-27")).toBe("27 Nov 2026");
    expect(admin.formatDateTime("2026-11-27T10:35:00Z")).toBe("27 Nov 2026, 4:05 pm");
    expect(admin.formatTime("2026-11-27T18:30:00Z")).toBe("12:00 am");
    expect(admin.formatDate("2026-11-27T18:30:00Z")).toBe("28 Nov 2026");
    expect(admin.formatTime("2026-09-01T06:30:00Z")).toBe("12:00 pm");
    expect(admin.formatDate("2026-09-01T06:30:00Z")).toBe("1 Sep 2026");
    expect(admin.formatDateTime("2026-04-10")).toBe("10 Apr 2026");
  });
});

describe("today in India", () => {
  it("is the day India's clocks show, for any instant, as the ICU formatter in Asia/Kolkata says", () => {
    const india = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
    expect(admin.todayInIndia(new Date("2026-11-27T18:29:59Z"))).toBe("2026-11-27");
    expect(admin.todayInIndia(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(admin.todayInIndia(new Date(ms))).toBe(india.format(new Date(ms)));
      }),
    );
  });
});

describe("the e-mails' copy of the formats", () => {
  it("writes every amount as the admin does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (paise) => {
        expect(mail.formatRupees(paise / 100)).toBe(admin.formatRupees(paise / 100));
      }),
    );
  });

  it("writes every instant and day as the admin does", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          expect(mail.formatDateTime(iso)).toBe(admin.formatDateTime(iso));
          expect(mail.formatDate(iso.slice(0, 10))).toBe(admin.formatDate(iso.slice(0, 10)));
        },
      ),
    );
  });
});
