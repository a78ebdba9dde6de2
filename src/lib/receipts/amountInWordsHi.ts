// An amount of rupees in words in Hindi, in the Indian system (हज़ार, लाख, करोड़), for the Hindi
// line of the 80G receipt: "एक लाख पच्चीस हज़ार रुपये पचास पैसे" (docs/product.md, "Donations").
// Hindi has a word of its own for every number from 1 to 99 (इक्यावन is 51, not "fifty-one"), so
// they are listed, a decade a line, rather than built from tens and units as English is.

import { indianGroups, rupeesAndPaise } from "./amountInWords";

const BELOW_HUNDRED = [
  "",
  ..."एक दो तीन चार पाँच छह सात आठ नौ".split(" "),
  ..."दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस".split(" "),
  ..."बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस".split(" "),
  ..."तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस".split(" "),
  ..."चालीस इकतालीस बयालीस तैंतालीस चौवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास".split(" "),
  ..."पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ".split(" "),
  ..."साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर".split(" "),
  ..."सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी".split(" "),
  ..."अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी".split(" "),
  ..."नब्बे इक्यानबे बानबे तिरानबे चौरानबे पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे".split(" "),
];

/** 0 to 999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${BELOW_HUNDRED[hundreds]} सौ` : "", BELOW_HUNDRED[n % 100]].filter(Boolean).join(" ");
}

/** A whole number in Hindi words, grouped as करोड़, लाख, हज़ार and the last three digits. */
export function wholeNumberInWordsHi(n: number): string {
  const { crore, lakh, thousand, rest } = indianGroups(n);
  if (n === 0) return "शून्य";
  return [
    // Above 99 crore the crores are themselves counted in lakh and thousand, as in English.
    crore ? `${wholeNumberInWordsHi(crore)} करोड़` : "",
    lakh ? `${BELOW_HUNDRED[lakh]} लाख` : "",
    thousand ? `${BELOW_HUNDRED[thousand]} हज़ार` : "",
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Rupees and paise in Hindi words, rounded to the paisa: "एक रुपया", "ग्यारह रुपये",
 * "एक लाख पच्चीस हज़ार रुपये पचास पैसे"; less than a rupee is the paise alone ("पचास पैसे").
 */
export function amountInWordsHi(amount: number): string {
  const { rupees, paise } = rupeesAndPaise(amount);
  // One rupee, one paisa are singular (रुपया, पैसा); every other count takes the plural.
  const rupeesText = `${wholeNumberInWordsHi(rupees)} ${rupees === 1 ? "रुपया" : "रुपये"}`;
  const paiseText = `${BELOW_HUNDRED[paise]} ${paise === 1 ? "पैसा" : "पैसे"}`;
  if (!paise) return rupeesText;
  return rupees ? `${rupeesText} ${paiseText}` : paiseText;
}
