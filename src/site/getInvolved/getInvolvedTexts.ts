import type { ReceiptRequestMode } from "../../lib/database.types";
import { localized } from "../i18n/language";

// Fixed copy of the Get Involved page (docs/product.md#get-involved), in both languages. Bank
// details, the UPI ID and links live in src/config.

const getInvolvedEn = {
  title: "Get Involved",
  description:
    "Donate, volunteer, spread awareness or attend our events: ways to support neurodiverse children and their families in Prayagraj.",
  lead: "Every hour, rupee and shared link helps a child reach the therapy and education they need. Choose the way that suits you.",
  cards: {
    donate: {
      title: "Donate",
      text: "Pay for therapy, books and school fees for families who cannot pay for care.",
      action: "Donate Now",
    },
    volunteer: {
      title: "Volunteer",
      text: "Give your time and skills: classroom help, events, outreach or professional support.",
      action: "Become a Volunteer",
    },
    share: {
      title: "Spread Awareness",
      text: "Share our work with friends and family so more parents know where to find help.",
      action: "Share Now",
      busy: "Sharing...",
    },
    events: {
      title: "Attend Events",
      text: "Join workshops, awareness walks and festivals with our children and families.",
      action: "View Events",
    },
  },
};

export const getInvolvedTexts = localized(getInvolvedEn, {
  title: "हमसे जुड़ें",
  description:
    "दान करें, वॉलंटियर बनें, लोगों को जागरूक करें या हमारे कार्यक्रमों में आएँ: प्रयागराज में ख़ास ज़रूरतों वाले बच्चों और उनके परिवारों की मदद के तरीके।",
  lead: "आपका हर घंटा, हर रुपया और शेयर किया गया हर लिंक किसी बच्चे को ज़रूरी थेरेपी और पढ़ाई तक पहुँचाने में मदद करता है। जो तरीका आपको ठीक लगे, वह चुनें।",
  cards: {
    donate: {
      title: "दान करें",
      text: "जो परिवार इलाज का ख़र्च नहीं उठा सकते, उनके बच्चों की थेरेपी, पढ़ाई के सामान और स्कॉलरशिप में मदद करें।",
      action: "अभी दान करें",
    },
    volunteer: {
      title: "वॉलंटियर",
      text: "अपना समय और हुनर दें: क्लास में हाथ बँटाएँ, कार्यक्रमों में मदद करें, लोगों तक हमारी बात पहुँचाएँ या अपने पेशे के अनुभव से साथ दें।",
      action: "वॉलंटियर बनें",
    },
    share: {
      title: "जागरूकता फैलाएँ",
      text: "हमारे काम के बारे में दोस्तों और परिवार को बताएँ, ताकि और माता-पिता जान सकें कि मदद कहाँ मिलती है।",
      action: "अभी शेयर करें",
      busy: "शेयर हो रहा है...",
    },
    events: {
      title: "कार्यक्रमों में आएँ",
      text: "हमारे बच्चों और परिवारों के साथ वर्कशॉप, जागरूकता अभियानों और उत्सवों में शामिल हों।",
      action: "कार्यक्रम देखें",
    },
  },
});

/** The bank details' rows, in the order the dialog shows them; the values are src/config's `bank`. */
export const bankDetailKeys = ["accountType", "bankName", "accountHolder", "accountNumber", "ifsc", "branch"] as const;

const donateEn = {
  title: "Support Our Work",
  intro: "Your donation goes directly to therapy, education and family support.",
  bankHeading: "Bank Transfer",
  labels: {
    accountType: "Account Type",
    bankName: "Bank Name",
    accountHolder: "Account Holder",
    accountNumber: "Account Number",
    ifsc: "IFSC Code",
    branch: "Branch",
  } satisfies Record<(typeof bankDetailKeys)[number], string>,
  /** The value of the Account Type row, for src/config's `bank.accountType`. */
  accountTypes: { current: "Current Account", savings: "Savings Account" },
  qrHeading: "Scan to Pay (UPI)",
  qrAlt: "UPI payment QR code for the foundation",
  upiLabel: "UPI ID",
  close: "Close",
  amountLegend: "Choose an amount",
  otherChoice: "Other",
  otherAmount: "Another amount (₹)",
  otherAmountInvalid: "Please enter an amount in rupees, as in 750 or 1,500.",
  payWithApp: "Pay with a UPI app",
  payHint: "Opens the UPI apps on your phone (Google Pay, PhonePe, Paytm, BHIM...).",
  confirmation:
    "A UPI app cannot tell us that you have paid, so the foundation confirms every gift by sending you a receipt.",
  receiptLink: "Request an 80G receipt",
  registrationsHeading: "Our registrations",
  copy: (label: string) => `Copy ${label}`,
  copied: (label: string) => `${label} copied`,
};

export const donateTexts = localized(donateEn, {
  title: "हमारे काम में साथ दें",
  intro: "आपका दान सीधे बच्चों की थेरेपी, पढ़ाई और परिवारों की मदद में लगता है।",
  bankHeading: "बैंक ट्रांसफ़र",
  labels: {
    accountType: "खाते का प्रकार",
    bankName: "बैंक का नाम",
    accountHolder: "खाताधारक",
    accountNumber: "खाता नंबर",
    ifsc: "IFSC कोड",
    branch: "ब्रांच",
  },
  accountTypes: { current: "चालू खाता", savings: "बचत खाता" },
  qrHeading: "स्कैन करके पेमेंट करें (UPI)",
  qrAlt: "संस्था को UPI से पेमेंट करने का QR कोड",
  upiLabel: "UPI ID",
  close: "बंद करें",
  amountLegend: "रकम चुनें",
  otherChoice: "दूसरी रकम",
  otherAmount: "अपनी रकम लिखें (₹)",
  otherAmountInvalid: "कृपया रकम रुपयों में लिखें, जैसे 750 या 1,500।",
  payWithApp: "UPI ऐप से पेमेंट करें",
  payHint: "इससे आपके फ़ोन के UPI ऐप खुलेंगे (Google Pay, PhonePe, Paytm, BHIM...)।",
  confirmation: "UPI ऐप से हमें पता नहीं चलता कि आपने पेमेंट कर दिया है, इसलिए संस्था हर दान मिलने पर आपको रसीद भेजकर बताती है।",
  receiptLink: "80G रसीद माँगें",
  registrationsHeading: "हमारे रजिस्ट्रेशन",
  copy: (label: string) => `${label} कॉपी करें`,
  copied: (label: string) => `${label} कॉपी हो गया`,
});

/** How a donor can pay: the values submit_receipt_request accepts, in the order the form lists them. */
export const paymentModes: readonly ReceiptRequestMode[] = ["upi", "bank_transfer", "cheque", "cash"];

const receiptRequestEn = {
  metaTitle: "Request an 80G receipt",
  metaDescription:
    "Gave by UPI, bank transfer, cheque or cash? Send us your PAN and address for an 80G receipt for your income tax.",
  title: "Request an 80G receipt",
  lead: "UPI payments and bank transfers reach us without your PAN or address. Send them here and we will e-mail or post your 80G receipt once we have matched your gift.",
  privacy: "Your PAN is seen only by the foundation's staff and kept for the years tax law requires, then deleted.",
  labels: {
    donorName: "Name as on PAN",
    pan: "PAN",
    address: "Address",
    email: "Email",
    phone: "Phone",
    contactHint: "Give an e-mail address or a phone number, so we can send the receipt.",
    amount: "Amount (₹)",
    giftDate: "Date of the gift",
    mode: "How you paid",
    modeChoose: "Select how you paid",
    reference: "Transaction reference",
    referenceHint: "The UPI or bank reference (UTR), or the cheque number. Not needed for cash.",
  },
  modes: {
    upi: "UPI",
    bank_transfer: "Bank transfer",
    cheque: "Cheque",
    cash: "Cash",
  } satisfies Record<ReceiptRequestMode, string>,
  errors: {
    required: "Please fill in this field.",
    pan: "Please enter a valid PAN as printed on the card: five capital letters, four digits and a capital letter, as in ABCPE1234F.",
    noLetters: "Please write this with at least one letter or digit.",
    contact: "Please give an e-mail address or a phone number.",
    email: "Please enter a valid email address.",
    amount: "Please enter an amount in rupees greater than zero, as in 2500.",
    /** `max` as formatRupees writes it: ₹1,00,00,000. */
    amountTooLarge: (max: string) => `The amount must be at most ${max}. For a larger gift, please write to us.`,
    futureDate: "The date of the gift cannot be in the future.",
    mode: "Please choose how you paid.",
    reference: "Please enter the transaction reference.",
  },
  submit: "Send request",
  sending: "Sending...",
  failed: "Your request could not be sent. Please check your connection and try again.",
  /**
   * submit_receipt_request's answer as the visitor reads it. The server answers in English, which
   * an English page shows as it is.
   */
  answer: (message: string, _ok: boolean): string => message,
};

/** The Hindi of each answer submit_receipt_request (and the submission limits) can give the form. */
const hindiAnswers: Readonly<Record<string, string>> = {
  "Thank you! We have your request and will send the 80G receipt once we have matched your gift.":
    "धन्यवाद! आपका अनुरोध हमें मिल गया है। जैसे ही हम अपने खाते में आपका दान देख लेंगे, 80G रसीद भेज देंगे।",
  "Please fill in all required fields.": "कृपया सभी ज़रूरी जानकारी भरें।",
  "Please give an e-mail address or a phone number, so we can send the receipt.":
    "कृपया ईमेल या फ़ोन नंबर दें, ताकि हम रसीद भेज सकें।",
  "Please enter a valid PAN as printed on the card: five capital letters, four digits and a capital letter, as in ABCPE1234F.":
    "कृपया PAN वैसा ही लिखें जैसा कार्ड पर छपा है: पाँच कैपिटल अक्षर, चार अंक और फिर एक कैपिटल अक्षर, जैसे ABCPE1234F।",
  "Please enter a name with at least one letter or digit.": "कृपया नाम में कम से कम एक अक्षर या अंक लिखें।",
  "Please enter an address with at least one letter or digit.": "कृपया पते में कम से कम एक अक्षर या अंक लिखें।",
  "Please enter a transaction reference with at least one letter or digit.":
    "कृपया ट्रांज़ैक्शन रेफ़रेंस में कम से कम एक अक्षर या अंक लिखें।",
  "The request key is not valid. Please reload the page and send again.":
    "अनुरोध भेजने में गड़बड़ी हुई। कृपया पेज दोबारा खोलें और फिर से भेजें।",
  "Please enter a valid email address.": "कृपया सही ईमेल पता लिखें।",
  "Please enter a valid phone number.": "कृपया सही फ़ोन नंबर लिखें।",
  "The amount must be more than zero.": "रकम शून्य से ज़्यादा होनी चाहिए।",
  "Please enter the amount in rupees, as in 2500 or 2500.50.": "कृपया रकम रुपयों में लिखें, जैसे 2500 या 2500.50।",
  "The amount must be at most ₹1,00,00,000. For a larger gift, please write to us.":
    "रकम ज़्यादा से ज़्यादा ₹1,00,00,000 हो सकती है। इससे बड़े दान के लिए कृपया हमें लिखें।",
  "Please enter the date of the gift as YYYY-MM-DD.": "कृपया दान की तारीख़ सही लिखें।",
  "The date of the gift cannot be in the future.": "दान की तारीख़ आज के बाद की नहीं हो सकती।",
  "Please check the date of the gift.": "कृपया दान की तारीख़ जाँच लें।",
  "Please choose how you paid: UPI, bank transfer, cheque or cash.":
    "कृपया चुनें कि पेमेंट कैसे किया: UPI, बैंक ट्रांसफ़र, चेक या नकद।",
  "Please enter the transaction reference: the UPI or bank reference, or the cheque number.":
    "कृपया ट्रांज़ैक्शन रेफ़रेंस लिखें: UPI या बैंक का रेफ़रेंस नंबर, या चेक नंबर।",
  "Too many messages from this address. Please try again in an hour.":
    "इस ईमेल या फ़ोन नंबर से बहुत सारे अनुरोध आ चुके हैं। कृपया एक घंटे बाद फिर कोशिश करें।",
  "Too many messages have come from your network in the last hour. Please try again later.":
    "पिछले एक घंटे में आपके नेटवर्क से बहुत सारे अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Name must be at most 120 characters.": "नाम 120 अक्षरों से लंबा नहीं हो सकता।",
  "Address must be at most 500 characters.": "पता 500 अक्षरों से लंबा नहीं हो सकता।",
  "Email must be at most 254 characters.": "ईमेल पता 254 अक्षरों से लंबा नहीं हो सकता।",
  "Phone must be at most 30 characters.": "फ़ोन नंबर 30 अक्षरों से लंबा नहीं हो सकता।",
  "Transaction reference must be at most 100 characters.": "ट्रांज़ैक्शन रेफ़रेंस 100 अक्षरों से लंबा नहीं हो सकता।",
};

export const receiptRequestTexts = localized(receiptRequestEn, {
  metaTitle: "80G रसीद माँगें",
  metaDescription: "UPI, बैंक ट्रांसफ़र, चेक या नकद से दान दिया है? इनकम टैक्स के लिए 80G रसीद पाने को अपना PAN और पता हमें भेजें।",
  title: "80G रसीद माँगें",
  lead: "UPI या बैंक ट्रांसफ़र से दान आने पर आपका PAN और पता हमें नहीं मिलता। ये जानकारी यहाँ भेजें। जैसे ही हम अपने खाते में आपका दान देख लेंगे, आपकी 80G रसीद ईमेल या डाक से भेज देंगे।",
  privacy:
    "आपका PAN सिर्फ़ संस्था के कर्मचारी ही देख सकते हैं। टैक्स क़ानून के हिसाब से जितने साल ज़रूरी है, उतने साल इसे रखा जाता है, फिर मिटा दिया जाता है।",
  labels: {
    donorName: "नाम (जैसा PAN पर है)",
    pan: "PAN",
    address: "पता",
    email: "ईमेल",
    phone: "फ़ोन",
    contactHint: "ईमेल या फ़ोन नंबर में से कम से कम एक दें, ताकि हम रसीद भेज सकें।",
    amount: "रकम (₹)",
    giftDate: "दान की तारीख़",
    mode: "पेमेंट कैसे किया",
    modeChoose: "चुनें कि पेमेंट कैसे किया",
    reference: "ट्रांज़ैक्शन रेफ़रेंस",
    referenceHint: "UPI या बैंक का रेफ़रेंस नंबर (UTR), या चेक नंबर। नकद के लिए ज़रूरी नहीं।",
  },
  modes: {
    upi: "UPI",
    bank_transfer: "बैंक ट्रांसफ़र",
    cheque: "चेक",
    cash: "नकद",
  },
  errors: {
    required: "कृपया यह जानकारी भरें।",
    pan: "कृपया PAN वैसा ही लिखें जैसा कार्ड पर छपा है: पाँच कैपिटल अक्षर, चार अंक और फिर एक कैपिटल अक्षर, जैसे ABCPE1234F।",
    noLetters: "कृपया इसमें कम से कम एक अक्षर या अंक लिखें।",
    contact: "कृपया ईमेल या फ़ोन नंबर दें।",
    email: "कृपया सही ईमेल पता लिखें।",
    amount: "कृपया शून्य से ज़्यादा रकम रुपयों में लिखें, जैसे 2500।",
    amountTooLarge: (max: string) => `रकम ज़्यादा से ज़्यादा ${max} हो सकती है। इससे बड़े दान के लिए कृपया हमें लिखें।`,
    futureDate: "दान की तारीख़ आज के बाद की नहीं हो सकती।",
    mode: "कृपया चुनें कि पेमेंट कैसे किया।",
    reference: "कृपया ट्रांज़ैक्शन रेफ़रेंस लिखें।",
  },
  submit: "अनुरोध भेजें",
  sending: "भेजा जा रहा है...",
  failed: "आपका अनुरोध नहीं भेजा जा सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।",
  answer: (message: string, ok: boolean) =>
    hindiAnswers[message] ??
    (ok ? "धन्यवाद! आपका अनुरोध हमें मिल गया है।" : "आपका अनुरोध नहीं भेजा जा सका। कृपया भरी हुई जानकारी जाँचकर फिर कोशिश करें।"),
});

const shareEn = {
  text: "Support children with autism, cerebral palsy, Down syndrome and learning disabilities in Prayagraj.",
  copied: "Link copied to clipboard! You can paste it to share on WhatsApp, Facebook, Instagram, etc.",
  failed: "Failed to share. Please try copying the link manually.",
};

export const shareTexts = localized(shareEn, {
  text: "प्रयागराज में ऑटिज़्म, सेरेब्रल पाल्सी, डाउन सिंड्रोम और सीखने में कठिनाई वाले बच्चों की मदद करें।",
  copied: "लिंक कॉपी हो गया! अब आप इसे WhatsApp, Facebook, Instagram वगैरह पर पेस्ट करके शेयर कर सकते हैं।",
  failed: "शेयर नहीं हो पाया। कृपया लिंक ख़ुद कॉपी करके शेयर करें।",
});

/** The parent quoted on the page: her name is the same in both languages. */
export const parentName = "Sunita Mishra";

const parentQuoteEn = {
  quote:
    "When we first came here, our son could not sit through a single lesson. Today he reads stories to his little sister. This place gave our whole family hope.",
  role: "Parent",
};

export const parentQuoteTexts = localized(parentQuoteEn, {
  quote:
    "जब हम पहली बार यहाँ आए थे, हमारा बेटा एक भी क्लास में टिककर नहीं बैठ पाता था। आज वह अपनी छोटी बहन को कहानियाँ पढ़कर सुनाता है। इस जगह ने हमारे पूरे परिवार को उम्मीद दी है।",
  role: "अभिभावक",
});
