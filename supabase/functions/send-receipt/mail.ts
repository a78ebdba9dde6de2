// The e-mail that carries a donor's 80G receipt, in English and Hindi (docs/product.md, "Donations
// and 80G receipts"; issue 39): the donor may read either, and the gift does not say which. The
// English words are those the e-mail had before the Hindi was added. It names the receipt number
// only, never the donor's name, PAN or address. No imports: the unit tests read it in Node too.

export interface ReceiptMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function receiptMail(number: string): ReceiptMail {
  const en = {
    thanks: "Thank you for your gift.",
    attached: `Your receipt ${number} is attached as a PDF. Please keep it with your income-tax papers.`,
  };
  const hi = {
    thanks: "आपके दान के लिए धन्यवाद।",
    attached: `आपकी रसीद ${number} इस ई-मेल के साथ PDF फ़ाइल में संलग्न है। कृपया इसे अपने आयकर के काग़ज़ों के साथ रखें।`,
  };
  const paragraphs = (lang: "en" | "hi", texts: typeof en) =>
    `<div lang="${lang}">${[texts.thanks, texts.attached].map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</div>`;
  return {
    subject: `Your donation receipt ${number} / आपके दान की रसीद`,
    text: `${en.thanks}\n\n${en.attached}\n\n${hi.thanks}\n\n${hi.attached}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
${paragraphs("en", en)}
<hr>
${paragraphs("hi", hi)}
</body></html>`,
  };
}
