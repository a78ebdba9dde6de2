import { localized, type TextsOf } from "../i18n/language";
import { fieldErrorTexts, sharedAnswersInHindi } from "../shared/forms/formTexts";

// Fixed copy for the assessment request (docs/product.md#assessment-request), in both languages.
// The answers of submit_assessment_request come in English; a Hindi page shows each through
// `hindiAnswers` (tests/unit/site/serverAnswersInHindi.test.ts checks that none is missing).

export const concernIds = [
  "speech",
  "movement",
  "behaviour",
  "learning",
  "social",
  "sleep_eating",
  "diagnosis",
  "other",
] as const;
export type ConcernId = (typeof concernIds)[number];

export const callTimes = ["morning", "afternoon", "evening", "any"] as const;
export type CallTime = (typeof callTimes)[number];

const thanks = "Thank you! We have your request. Someone from the centre will call you within two working days.";

const en = {
  metaTitle: "Request an assessment",
  metaDescription:
    "Worried about your child's speech, movement, behaviour or learning? Ask for an assessment at our centre in Prayagraj: we call you back within two working days.",
  title: "Request an assessment",
  lead: "Tell us a little about your child. You do not need a diagnosis: describe what worries you in your own words. We will call you back within two working days.",
  formLabel: "Assessment request",
  child: "About your child",
  childName: "Child's first name or initials",
  childNameHint: "The first name or initials are enough.",
  age: "Age",
  ageHint: "Give the age in years and months, or the date of birth.",
  ageYears: "Years",
  ageMonths: "Months",
  dateOfBirth: "Or date of birth",
  concerns: "What worries you?",
  concernsHint: "Tick all that apply, or write it in your own words below.",
  concernLabels: {
    speech: "Speech or talking",
    movement: "Movement, sitting or walking",
    behaviour: "Behaviour",
    learning: "Learning or school",
    social: "Playing and mixing with others",
    sleep_eating: "Sleep or eating",
    diagnosis: "A doctor has already given a diagnosis",
    other: "Something else",
  } satisfies Record<ConcernId, string>,
  concernDetails: "In your own words (optional)",
  concernDetailsHint: "Write what you see at home, in Hindi or English. Short is fine.",
  parent: "About you",
  parentName: "Your name",
  parentNameHint: "So we know whom to ask for when we call.",
  phone: "Mobile number",
  phoneHint: "10 digits, with or without +91.",
  whatsapp: "May we write to you on WhatsApp?",
  whatsappHint: "We would only send the day and time of your visit there.",
  yes: "Yes",
  no: "No",
  email: "Email (optional)",
  emailHint: "Leave it empty if you do not use email.",
  call: "Our call",
  callLanguage: "Language for our call",
  callLanguageHint: "We will talk to you in this language.",
  hindi: "Hindi",
  english: "English",
  callTime: "Best time to call",
  callTimeHint: "We will try to call you at this time of day.",
  callTimes: {
    morning: "Morning (9 am to 12 noon)",
    afternoon: "Afternoon (12 noon to 4 pm)",
    evening: "Evening (4 pm to 7 pm)",
    any: "Any time",
  } satisfies Record<CallTime, string>,
  service: "Which service, if you know",
  serviceHint: "If you do not know, leave Not sure: we will help you choose.",
  notSure: "Not sure",
  consent:
    "I am the parent or guardian of this child, and I agree that the foundation stores these details to call me about an assessment. Only the centre's staff see them. They are deleted 24 months after the request is closed, or sooner if I ask.",
  consentHint: "You must tick this before you send. You can ask us to delete your details at any time.",
  send: "Send the request",
  sending: "Sending...",
  errors: {
    childName: "Please enter the first name or initials of the child.",
    ...fieldErrorTexts.en,
    age: "Please give the age of the child in years and months, or the date of birth.",
    ageRange: "We see children from birth to 18 years: please check the age.",
    months: "Months must be 0 to 11: please give the rest as years.",
    concerns: "Please tick at least one worry, or describe it in your own words.",
    parentName: "Please enter your name.",
    consent: "Please tick the consent box: we cannot keep your request without it.",
  },
  thanksTitle: "Thank you: we have your request",
  next: "What happens next: someone from the centre will call you within two working days, at the time of day you chose and in the language you chose. On the call we agree a day for the assessment together.",
  /** Followed by the centre's number, a link to call it. */
  noCall: "If you do not hear from us, call the centre on",
  another: "Send a request for another child",
  refusedTitle: "The request was not sent",
  keptTitle: "Not sent yet",
  kept: "We could not reach our server, so your request has not been sent yet. It is saved on this device and will be sent by itself when the connection returns.",
  sendAgain: "Send again",
  failed: "We could not send your request. Please try again later, or call the centre.",
  /** The server's answer as this page shows it (English answers are shown as they come). */
  answer: (serverMessage: string) => serverMessage,
  /** "Ask us to call you instead", at the top of the page (callbackRequest.ts). */
  callback: {
    title: "Ask us to call you instead",
    lead: "Do not want to type all this? Give us your name and number. We call you and ask the rest.",
    formLabel: "Call-back request",
    // Not the main form's "Your name" and "Mobile number": each label on the page names one field.
    parentName: "Name",
    phone: "Phone number",
    parentNameHint: "So we know whom to ask for when we call.",
    phoneHint: "We call this number. 10 digits, with or without +91.",
    callTime: "When to call (optional)",
    callTimeHint: "If you do not choose, we call at any time of day.",
    consent:
      "I agree that the foundation keeps my name and number to call me about my child. Only the centre's staff see them.",
    consentHint: "You must tick this before you send. You can ask us to delete your details at any time.",
    send: "Call me back",
    thanksTitle: "Thank you: we will call you",
    next: "Someone from the centre will call you within two working days. On the call we ask about your child, so you do not need to type anything.",
  },
};

/** submit_assessment_request's answers (the baseline's "Assessment requests", and the limits of the baseline's "Visitor submissions") in Hindi. */
const hindiAnswers: Record<string, string> = {
  ...sharedAnswersInHindi,
  [thanks]: "धन्यवाद! आपका अनुरोध हमें मिल गया है। केंद्र से कोई दो कार्यदिवस के भीतर आपको फ़ोन करेगा।",
  "Thank you! Someone from the centre will call you back within two working days.":
    "धन्यवाद! केंद्र से कोई दो कार्यदिवस के भीतर आपको वापस फ़ोन करेगा।",
  "Please enter the first name or initials of the child.": "कृपया बच्चे का पहला नाम या नाम के पहले अक्षर लिखें।",
  "The first name or initials of the child must be at most 60 characters.":
    "बच्चे का पहला नाम या पहले अक्षर अधिकतम 60 वर्णों के हो सकते हैं।",
  "Please enter the date of birth as YYYY-MM-DD.": "कृपया जन्म तिथि YYYY-MM-DD के रूप में लिखें।",
  "We see children from birth to 18 years: please check the age.": "हम जन्म से 18 वर्ष तक के बच्चों को देखते हैं: कृपया आयु जाँच लें।",
  "Please give the age in whole years and months.": "कृपया आयु पूरे वर्षों और महीनों में लिखें।",
  "Months must be 0 to 11: please give the rest as years.": "महीने 0 से 11 तक हो सकते हैं: बाक़ी को वर्षों में लिखें।",
  "Please give the age of the child in years and months, or the date of birth.":
    "कृपया बच्चे की आयु वर्षों और महीनों में, या जन्म तिथि लिखें।",
  "Please choose the worries from the list.": "कृपया चिंताएँ सूची में से चुनें।",
  "Please tick at least one worry, or describe it in your own words.":
    "कृपया कम से कम एक चिंता पर सही का निशान लगाएँ, या उसे अपने शब्दों में लिखें।",
  "The description of your worries must be at most 2000 characters.":
    "आपकी चिंताओं का विवरण अधिकतम 2000 वर्णों का हो सकता है।",
  "Please enter your mobile number, so that we can call you.": "कृपया अपना मोबाइल नंबर लिखें, ताकि हम आपको फ़ोन कर सकें।",
  "Please say whether we may write to you on WhatsApp.": "कृपया बताएँ कि क्या हम आपको WhatsApp पर लिख सकते हैं।",
  "Please choose the language for our call: Hindi or English.": "कृपया हमारी कॉल की भाषा चुनें: हिंदी या अंग्रेज़ी।",
  "Please choose a time of day for our call.": "कृपया हमारी कॉल के लिए दिन का समय चुनें।",
  "Please choose a service from the list, or Not sure.": 'कृपया सूची में से कोई सेवा चुनें, या "पक्का नहीं"।',
  "Please tick the consent box: we cannot keep your request without it.":
    "कृपया सहमति वाले बॉक्स पर सही का निशान लगाएँ: इसके बिना हम आपका अनुरोध नहीं रख सकते।",
  "This request key was already used for another request. Please reload the page and send again.":
    "यह अनुरोध-कुंजी किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है। कृपया पेज दोबारा लोड करके फिर से भेजें।",
};

const hiFailed = "हम आपका अनुरोध नहीं भेज सके। कृपया थोड़ी देर बाद फिर कोशिश करें, या केंद्र को फ़ोन करें।";

export const assessmentTexts = localized(en, {
  metaTitle: "आकलन (असेसमेंट) के लिए अनुरोध",
  metaDescription:
    "क्या आप अपने बच्चे के बोलने, चलने-फिरने, व्यवहार या सीखने को लेकर चिंतित हैं? प्रयागराज में हमारे केंद्र पर आकलन के लिए अनुरोध भेजें: हम दो कार्यदिवस के भीतर आपको फ़ोन करेंगे।",
  title: "आकलन (असेसमेंट) के लिए अनुरोध",
  lead: "हमें अपने बच्चे के बारे में थोड़ा बताइए। किसी जाँच या निदान की ज़रूरत नहीं है: जो बात आपको चिंतित करती है, उसे अपने शब्दों में लिखिए। हम दो कार्यदिवस के भीतर आपको फ़ोन करेंगे।",
  formLabel: "आकलन का अनुरोध",
  child: "आपके बच्चे के बारे में",
  childName: "बच्चे का पहला नाम या नाम के पहले अक्षर",
  childNameHint: "पहला नाम या नाम के पहले अक्षर काफ़ी हैं।",
  age: "आयु",
  ageHint: "आयु वर्षों और महीनों में लिखें, या जन्म तिथि दें।",
  ageYears: "वर्ष",
  ageMonths: "महीने",
  dateOfBirth: "या जन्म तिथि",
  concerns: "आपको किस बात की चिंता है?",
  concernsHint: "जो भी लागू हो, सब पर सही का निशान लगाएँ, या नीचे अपने शब्दों में लिखें।",
  concernLabels: {
    speech: "बोलना या बात करना",
    movement: "हिलना-डुलना, बैठना या चलना",
    behaviour: "व्यवहार",
    learning: "सीखना या पढ़ाई",
    social: "दूसरों के साथ खेलना और घुलना-मिलना",
    sleep_eating: "नींद या खाना-पीना",
    diagnosis: "डॉक्टर पहले ही निदान (डायग्नोसिस) बता चुके हैं",
    other: "कुछ और",
  },
  concernDetails: "अपने शब्दों में (ज़रूरी नहीं)",
  concernDetailsHint: "घर पर जो दिखता है, हिंदी या अंग्रेज़ी में लिखें। थोड़ा लिखना भी काफ़ी है।",
  parent: "आपके बारे में",
  parentName: "आपका नाम",
  parentNameHint: "ताकि फ़ोन पर हम आपका नाम ले सकें।",
  phone: "मोबाइल नंबर",
  phoneHint: "10 अंक, +91 के साथ या उसके बिना।",
  whatsapp: "क्या हम आपको WhatsApp पर लिख सकते हैं?",
  whatsappHint: "वहाँ हम सिर्फ़ आपकी मुलाक़ात का दिन और समय भेजेंगे।",
  yes: "हाँ",
  no: "नहीं",
  email: "ईमेल (ज़रूरी नहीं)",
  emailHint: "ईमेल नहीं है तो खाली छोड़ दें।",
  call: "हमारी कॉल",
  callLanguage: "कॉल की भाषा",
  callLanguageHint: "हम आपसे इसी भाषा में बात करेंगे।",
  hindi: "हिंदी",
  english: "अंग्रेज़ी",
  callTime: "फ़ोन करने का सबसे अच्छा समय",
  callTimeHint: "हम दिन के इसी समय फ़ोन करने की कोशिश करेंगे।",
  callTimes: {
    morning: "सुबह (9 से 12 बजे)",
    afternoon: "दोपहर (12 से 4 बजे)",
    evening: "शाम (4 से 7 बजे)",
    any: "कभी भी",
  },
  service: "कौन-सी सेवा, अगर आप जानते हों",
  serviceHint: 'पता न हो तो "पक्का नहीं" रहने दें: हम चुनने में मदद करेंगे।',
  notSure: "पक्का नहीं",
  consent:
    "मैं इस बच्चे का माता-पिता या अभिभावक हूँ, और मैं सहमति देता/देती हूँ कि संस्था आकलन के बारे में मुझे फ़ोन करने के लिए ये जानकारी रखे। इन्हें केवल केंद्र के कर्मचारी देखते हैं। अनुरोध बंद होने के 24 महीने बाद, या मेरे कहने पर उससे पहले, ये मिटा दी जाती हैं।",
  consentHint: "भेजने से पहले इस पर निशान लगाना ज़रूरी है। आप कभी भी अपनी जानकारी मिटाने को कह सकते हैं।",
  send: "अनुरोध भेजें",
  sending: "भेजा जा रहा है...",
  errors: {
    childName: "कृपया बच्चे का पहला नाम या नाम के पहले अक्षर लिखें।",
    ...fieldErrorTexts.hi,
    age: "कृपया बच्चे की आयु वर्षों और महीनों में, या जन्म तिथि लिखें।",
    ageRange: "हम जन्म से 18 वर्ष तक के बच्चों को देखते हैं: कृपया आयु जाँच लें।",
    months: "महीने 0 से 11 तक हो सकते हैं: बाक़ी को वर्षों में लिखें।",
    concerns: "कृपया कम से कम एक चिंता पर सही का निशान लगाएँ, या उसे अपने शब्दों में लिखें।",
    parentName: "कृपया अपना नाम लिखें।",
    consent: "कृपया सहमति वाले बॉक्स पर सही का निशान लगाएँ: इसके बिना हम आपका अनुरोध नहीं रख सकते।",
  },
  thanksTitle: "धन्यवाद: आपका अनुरोध हमें मिल गया है",
  next: "आगे क्या होगा: केंद्र से कोई दो कार्यदिवस के भीतर, आपके चुने हुए समय पर और आपकी चुनी हुई भाषा में आपको फ़ोन करेगा। फ़ोन पर हम मिलकर आकलन का दिन तय करेंगे।",
  noCall: "अगर हमारा फ़ोन न आए, तो केंद्र को इस नंबर पर फ़ोन करें:",
  another: "किसी और बच्चे के लिए अनुरोध भेजें",
  refusedTitle: "अनुरोध नहीं भेजा गया",
  keptTitle: "अभी भेजा नहीं गया",
  kept: "हम अपने सर्वर तक नहीं पहुँच सके, इसलिए आपका अनुरोध अभी भेजा नहीं गया है। यह इसी डिवाइस पर सेव है और इंटरनेट वापस आते ही अपने-आप भेज दिया जाएगा।",
  sendAgain: "फिर से भेजें",
  failed: hiFailed,
  answer: (serverMessage) => hindiAnswers[serverMessage] ?? hiFailed,
  callback: {
    title: "लिखना नहीं चाहते? हमसे फ़ोन करवाइए",
    lead: "अपना नाम और नंबर दीजिए। हम आपको फ़ोन करके बाक़ी बातें पूछ लेंगे।",
    formLabel: "वापस फ़ोन का अनुरोध",
    parentName: "नाम",
    phone: "फ़ोन नंबर",
    parentNameHint: "ताकि फ़ोन पर हम आपका नाम ले सकें।",
    phoneHint: "हम इसी नंबर पर फ़ोन करेंगे। 10 अंक, +91 के साथ या उसके बिना।",
    callTime: "कब फ़ोन करें (ज़रूरी नहीं)",
    callTimeHint: "न चुनें तो हम दिन में कभी भी फ़ोन करेंगे।",
    consent:
      "मैं सहमति देता/देती हूँ कि संस्था मेरे बच्चे के बारे में मुझे फ़ोन करने के लिए मेरा नाम और नंबर रखे। इन्हें केवल केंद्र के कर्मचारी देखते हैं।",
    consentHint: "भेजने से पहले इस पर निशान लगाना ज़रूरी है। आप कभी भी अपनी जानकारी मिटाने को कह सकते हैं।",
    send: "मुझे फ़ोन कीजिए",
    thanksTitle: "धन्यवाद: हम आपको फ़ोन करेंगे",
    next: "केंद्र से कोई दो कार्यदिवस के भीतर आपको फ़ोन करेगा। फ़ोन पर हम आपके बच्चे के बारे में पूछेंगे, इसलिए आपको कुछ लिखना नहीं है।",
  },
});

export type AssessmentTexts = TextsOf<typeof assessmentTexts>;
