// The e-mail carrying a data request's code (docs/architecture.md#privacy-requests): sent to the
// address the person gave, through the staff alerts' queue. Plain TypeScript with no Deno or npm
// imports, so the unit tests read the code the function runs. In English and Hindi, since the
// person may read either; the subject holds neither the code nor anything of the person.

export interface CodeMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export const CODE_SUBJECT = "Your code for your data request / आपके डेटा अनुरोध का कोड";

/** The code, six digits, shown as typed; the minutes it holds for. */
export function dataRequestCodeMail(code: string, minutes = 30): CodeMail {
  if (!/^[0-9]{6}$/.test(code)) throw new Error("A data request's code is six digits.");
  const english = [
    "You asked the foundation to see, correct or erase your personal data.",
    `Your code is ${code}. Enter it on the page where you asked, within ${minutes} minutes.`,
    "If you did not ask, ignore this e-mail: nothing happens without the code.",
  ];
  const hindi = [
    "आपने फ़ाउंडेशन से अपनी निजी जानकारी देखने, ठीक करने या मिटाने के लिए कहा है।",
    `आपका कोड ${code} है। इसे ${minutes} मिनट के अंदर उसी पेज पर डालें जहाँ आपने अनुरोध किया था।`,
    "अगर आपने अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: कोड के बिना कुछ नहीं होता।",
  ];
  const paragraphs = (lines: string[], lang: string) =>
    lines.map((line) => `<p lang="${lang}">${escapeHtml(line)}</p>`).join("\n");
  return {
    subject: CODE_SUBJECT,
    text: [...english, "", ...hindi].join("\n"),
    html: `<!doctype html><html lang="en"><body style="font-family:sans-serif;line-height:1.5">
${paragraphs(english, "en")}
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
${paragraphs(hindi, "hi")}
</body></html>`,
  };
}
