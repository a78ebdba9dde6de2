import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useMigratedDatabase } from "./backend";

// One person, one key (docs/architecture.md#one-canonical-form-for-identities): the canonical
// forms the database defines (private.canonical_*; the phone keys built on them) give every
// writing of one identity the same key, and two identities two keys. fast-check makes the
// writings (docs/decisions/086-fast-check-for-the-property-test-of-the-canonical-forms.md); each
// run sends its whole batch in one statement.
const ctx = useMigratedDatabase();

const RUNS = 4;
const BATCH = { minLength: 40, maxLength: 80 };

/** The zero of each set of decimal digits a visitor's keyboard may give, NFKC's compatibility ones among them. */
const DIGIT_ZEROS = [
  0x30, // ASCII
  0xff10, // full-width
  0x1d7ce, // mathematical bold
  0x0966, // Devanagari
  0x09e6, // Bengali
  0x0a66, // Gurmukhi
  0x0ae6, // Gujarati
  0x0b66, // Oriya
  0x0be6, // Tamil
  0x0c66, // Telugu
  0x0ce6, // Kannada
  0x0d66, // Malayalam
  0x0660, // Arabic-Indic
  0x06f0, // Extended Arabic-Indic (Urdu)
];
/** Zero-width space, non-joiner, joiner, word joiner, soft hyphen, BOM, bidi marks, embeddings and isolates. */
const INVISIBLES = [
  "\u200b",
  "\u200c",
  "\u200d",
  "\u2060",
  "\u00ad",
  "\ufeff",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202c",
  "\u2066",
  "\u2069",
];
const SEPARATORS = ["", "", " ", "-", ".", "(", ")", "\u00a0", "\u2007", "\u3000"];

const digitIn = (digit: string, zero: number) => String.fromCodePoint(zero + Number(digit));

/** `text` with an invisible character (or none) before each character and at the end. */
function withInvisibles(text: string, picks: number[]): string {
  const chars = [...text];
  return (
    chars.map((char, i) => (picks[i] >= 0 ? INVISIBLES[picks[i] % INVISIBLES.length] : "") + char).join("") +
    (picks[chars.length] >= 0 ? INVISIBLES[picks[chars.length] % INVISIBLES.length] : "")
  );
}
const invisiblePicks = fc.array(fc.integer({ min: -3, max: INVISIBLES.length - 1 }), {
  minLength: 40,
  maxLength: 40,
});

const mobile = fc
  .tuple(
    fc.constantFrom("6", "7", "8", "9"),
    fc.array(fc.constantFrom(..."0123456789"), { minLength: 9, maxLength: 9 }),
  )
  .map(([first, rest]) => first + rest.join(""));

/** One mobile number as a parent might type it: prefix, digits of any script, separators, invisible characters. */
const phoneWriting = (digits: string) =>
  fc
    .record({
      prefix: fc.constantFrom("", "+91", "91", "0", "+91 ", "+91-", "(+91) ", "\uff0b91 "),
      zeros: fc.array(fc.constantFrom(...DIGIT_ZEROS), { minLength: 10, maxLength: 10 }),
      separators: fc.array(fc.constantFrom(...SEPARATORS), { minLength: 10, maxLength: 10 }),
      invisibles: invisiblePicks,
      pad: fc.constantFrom("", " ", "  \u00a0"),
    })
    .map(({ prefix, zeros, separators, invisibles, pad }) => {
      const written = [...digits].map((d, i) => digitIn(d, zeros[i]) + separators[i]).join("");
      return pad + withInvisibles(prefix + written, invisibles) + pad;
    });

const letters = "abcdefghijklmnopqrstuvwxyz";
const word = (min: number, max: number) =>
  fc.array(fc.constantFrom(...letters), { minLength: min, maxLength: max }).map((cs) => cs.join(""));

/** A letter as full-width, mathematical bold, upper case or as it is: one letter to NFKC and lower(). */
const LETTER_FORMS = [
  (c: string) => c,
  (c: string) => c.toUpperCase(),
  (c: string) => String.fromCodePoint(0xff41 + letters.indexOf(c)),
  (c: string) => String.fromCodePoint(0xff21 + letters.indexOf(c)),
  (c: string) => String.fromCodePoint(0x1d41a + letters.indexOf(c)),
];
function restyled(text: string, forms: number[]): string {
  return [...text].map((c, i) => (letters.includes(c) ? LETTER_FORMS[forms[i % forms.length]](c) : c)).join("");
}
const letterForms = fc.array(fc.integer({ min: 0, max: LETTER_FORMS.length - 1 }), { minLength: 40, maxLength: 40 });

const address = fc
  .tuple(word(2, 8), fc.option(word(1, 6), { nil: undefined }), word(2, 8), fc.constantFrom("org", "in", "example"))
  .map(([a, b, domain, tld]) => `${a}${b ? `.${b}` : ""}@${domain}.${tld}`);

/** One address as someone might type or paste it: case, full-width or styled letters, invisible characters, spaces. */
const addressWriting = (text: string) =>
  fc
    .record({
      forms: letterForms,
      invisibles: invisiblePicks,
      at: fc.constantFrom("@", "\uff20"),
      pad: fc.constantFrom("", " ", "\u00a0 "),
    })
    .map(
      ({ forms, invisibles, at, pad }) =>
        pad + withInvisibles(restyled(text, forms).replace("@", at), invisibles) + pad,
    );

const pan = fc
  .tuple(
    word(3, 3),
    fc.constantFrom(..."pchfatbljg"),
    word(1, 1),
    fc.integer({ min: 1, max: 9999 }),
    fc.constantFrom(...letters),
  )
  .map(([a, kind, b, serial, last]) => `${a}${kind}${b}${String(serial).padStart(4, "0")}${last}`.toUpperCase());

/** A PAN or a reference as typed: letters in any case or form, digits of any script, spaces, hyphens, invisibles. */
const codeWriting = (code: string) =>
  fc
    .record({
      forms: letterForms,
      zeros: fc.array(fc.constantFrom(...DIGIT_ZEROS), { minLength: 40, maxLength: 40 }),
      separators: fc.array(fc.constantFrom("", "", "", " ", "-", "\u00a0"), { minLength: 40, maxLength: 40 }),
      invisibles: invisiblePicks,
    })
    .map(({ forms, zeros, separators, invisibles }) => {
      const written = [...code.toLowerCase()]
        .map((c, i) => (/[0-9]/.test(c) ? digitIn(c, zeros[i]) : restyled(c, [forms[i]])) + separators[i])
        .join("");
      return withInvisibles(written, invisibles);
    });

const reference = fc
  .array(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), { minLength: 12, maxLength: 22 })
  .map((cs) => cs.join(""));

/** Changes one character of `text` at `at` to another of `alphabet`: another identity. */
function changedAt(text: string, at: number, alphabet: string, by: number): string {
  const i = at % text.length;
  if (!alphabet.includes(text[i])) return text.slice(0, i) + alphabet[by % alphabet.length] + text.slice(i + 1);
  const next = alphabet[(alphabet.indexOf(text[i]) + 1 + (by % (alphabet.length - 1))) % alphabet.length];
  return text.slice(0, i) + next + text.slice(i + 1);
}

/** Each input through the SQL expression `fn` (over `x`), in one statement, in order. */
async function keysOf(fn: string, inputs: string[]): Promise<(string | null)[]> {
  const rows = await ctx.sql.unsafe<{ key: string | null }[]>(
    `select ${fn} as key from unnest($1::text[]) with ordinality as i(x, n) order by n`,
    [inputs],
  );
  return rows.map((row) => row.key);
}

describe("one canonical form per identity, in the database", () => {
  it("gives every writing of one mobile number its ten digits, in every phone key", async () => {
    const cases = fc.array(
      mobile.chain((digits) => fc.tuple(fc.constant(digits), phoneWriting(digits))),
      BATCH,
    );
    await fc.assert(
      fc.asyncProperty(cases, async (batch) => {
        const typed = batch.map(([, writing]) => writing);
        for (const fn of ["private.canonical_phone(x)", "private.phone_key(x)", "private.indian_mobile_key(x)"]) {
          expect(await keysOf(fn, typed), fn).toEqual(batch.map(([digits]) => digits));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("gives two mobile numbers two keys, however each is written", async () => {
    const pair = fc
      .tuple(mobile, mobile)
      .filter(([a, b]) => a !== b)
      .chain(([a, b]) => fc.tuple(phoneWriting(a), phoneWriting(b)));
    await fc.assert(
      fc.asyncProperty(fc.array(pair, BATCH), async (batch) => {
        const firsts = await keysOf(
          "private.canonical_phone(x)",
          batch.map(([a]) => a),
        );
        const seconds = await keysOf(
          "private.canonical_phone(x)",
          batch.map(([, b]) => b),
        );
        firsts.forEach((key, i) => expect(key, `${batch[i][0]} / ${batch[i][1]}`).not.toEqual(seconds[i]));
        expect(firsts.every((key) => key !== null)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("gives every writing of one e-mail address the same exact key and the same mailbox key", async () => {
    const cases = fc.array(
      address.chain((text) => fc.tuple(fc.constant(text), addressWriting(text))),
      BATCH,
    );
    await fc.assert(
      fc.asyncProperty(cases, async (batch) => {
        const typed = batch.map(([, writing]) => writing);
        expect(await keysOf("private.canonical_email(x)", typed)).toEqual(batch.map(([text]) => text));
        expect(await keysOf("private.mailbox_key(x)", typed)).toEqual(
          await keysOf(
            "private.mailbox_key(x)",
            batch.map(([text]) => text),
          ),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps the dots, the +tag and every letter of an address apart in the exact key; the mailbox key folds dots and tags only", async () => {
    const cases = fc
      .tuple(address, fc.nat(), fc.nat(), fc.constantFrom("dot", "tag", "letter"), word(1, 5))
      .chain(([text, at, by, change, tag]) => {
        const [local, domain] = text.split("@");
        const other =
          change === "dot"
            ? `${local.slice(0, 1)}.${local.slice(1)}@${domain}`
            : change === "tag"
              ? `${local}+${tag}@${domain}`
              : `${changedAt(local.replace(/\./g, ""), at, letters, by)}@${domain}`;
        return fc.tuple(fc.constant(change), addressWriting(text), addressWriting(other));
      });
    await fc.assert(
      fc.asyncProperty(fc.array(cases, BATCH), async (batch) => {
        const exactA = await keysOf(
          "private.canonical_email(x)",
          batch.map(([, a]) => a),
        );
        const exactB = await keysOf(
          "private.canonical_email(x)",
          batch.map(([, , b]) => b),
        );
        const mailboxA = await keysOf(
          "private.mailbox_key(x)",
          batch.map(([, a]) => a),
        );
        const mailboxB = await keysOf(
          "private.mailbox_key(x)",
          batch.map(([, , b]) => b),
        );
        batch.forEach(([change], i) => {
          expect(exactA[i], `${change}: ${exactA[i]}`).not.toEqual(exactB[i]);
          if (change === "letter") expect(mailboxA[i]).not.toEqual(mailboxB[i]);
          else expect(mailboxA[i]).toEqual(mailboxB[i]);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it("gives every writing of one PAN one key, and two PANs two", async () => {
    const cases = fc
      .tuple(pan, fc.nat(), fc.nat())
      .chain(([text, at, by]) =>
        fc.tuple(
          fc.constant(text),
          codeWriting(text),
          codeWriting(
            changedAt(text, at, /[0-9]/.test(text[at % 10]) ? "0123456789" : "ABCDEFGHIJKLMNOPQRSTUVWXYZ", by),
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(cases, BATCH), async (batch) => {
        const same = await keysOf(
          "private.canonical_pan(x)",
          batch.map(([, a]) => a),
        );
        const other = await keysOf(
          "private.canonical_pan(x)",
          batch.map(([, , b]) => b),
        );
        expect(same).toEqual(batch.map(([text]) => text));
        same.forEach((key, i) => expect(key).not.toEqual(other[i]));
      }),
      { numRuns: RUNS },
    );
  });

  it("gives every writing of one bank, UPI or cheque reference one key per kind of payment, and two references two", async () => {
    const cases = fc
      .tuple(reference, fc.nat(), fc.nat(), fc.constantFrom("upi", "bank_transfer", "cheque"))
      .chain(([text, at, by, mode]) =>
        fc.tuple(
          fc.constant(text),
          fc.constant(mode),
          codeWriting(text),
          codeWriting(changedAt(text, at, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", by)),
        ),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(cases, BATCH), async (batch) => {
        const inputs = batch.flatMap(([, mode, a, b]) => [mode, a, b]);
        const rows = await ctx.sql.unsafe<{ same: string; other: string; cheque: string }[]>(
          `select private.canonical_reference(i[n], i[n + 1]) as same,
                  private.canonical_reference(i[n], i[n + 2]) as other,
                  private.canonical_reference(case when i[n] = 'cheque' then 'upi' else 'cheque' end, i[n + 1]) as cheque
           from (select $1::text[] as i) as a, generate_series(1, cardinality($1::text[]), 3) as n order by n`,
          [inputs],
        );
        rows.forEach((row, i) => {
          const [text, mode] = batch[i];
          expect(row.same).toBe(`${mode === "cheque" ? "cheque" : "transfer"}:${text}`);
          expect(row.other).not.toBe(row.same);
          expect(row.cheque).not.toBe(row.same);
        });
      }),
      { numRuns: RUNS },
    );
  });
});
