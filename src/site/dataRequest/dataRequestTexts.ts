import { localized } from "../i18n/language";
import { fieldErrorTexts } from "../shared/forms/formTexts";

// The data request page's copy (docs/product.md#data-requests), in both languages.

const en = {
  metaTitle: "Ask about your data",
  metaDescription:
    "Ask the foundation to show you, correct or erase the personal data it holds about you or your child, under India's DPDP Act.",
  title: "Ask about your data",
  lead: "You may ask us what personal data we hold about you or your child, ask us to correct it, or ask us to erase it. We check that the request is yours before we answer.",
  withoutForm: "You can also ask by e-mail or by phone:",
  kindLegend: "What are you asking for?",
  kinds: {
    access: "To see the data you hold about me",
    correction: "To correct it",
    erasure: "To erase it",
  },
  email: "Your e-mail address",
  emailHint: "We send a code to this address, if we hold data under it.",
  phone: "Or your mobile number, if you gave us no e-mail",
  phoneHint: "We will call you on it to check that it is you.",
  correction: "What should be corrected?",
  send: "Send the request",
  sending: "Sending...",
  refusedTitle: "Not sent",
  failed: "We could not send your request. Please check your connection and try again, or write to us.",
  codeTitle: "Enter the code",
  code: "The 6-digit code from the e-mail",
  confirm: "Confirm",
  confirming: "Checking...",
  confirmedTitle: "Your request is confirmed",
  callBackTitle: "We will call you",
  another: "Make another request",
  errors: {
    ...fieldErrorTexts.en,
    kind: "Please choose what you are asking for: to see, to correct or to erase your data.",
    contact: "Please enter your e-mail address or your mobile number.",
    correction: "Please write what should be corrected.",
    code: "Please enter the 6-digit code from the e-mail.",
  },
};

export const dataRequestTexts = localized(en, {
  metaTitle: "अपनी जानकारी के बारे में पूछें",
  metaDescription:
    "भारत के DPDP अधिनियम के तहत, फ़ाउंडेशन से अपनी या अपने बच्चे की निजी जानकारी देखने, ठीक करवाने या मिटवाने के लिए कहें।",
  title: "अपनी जानकारी के बारे में पूछें",
  lead: "आप हमसे पूछ सकते हैं कि हमारे पास आपकी या आपके बच्चे की कौन-सी निजी जानकारी है, उसे ठीक करने के लिए कह सकते हैं, या उसे मिटाने के लिए कह सकते हैं। जवाब देने से पहले हम जाँचते हैं कि अनुरोध आपका ही है।",
  withoutForm: "आप ईमेल या फ़ोन से भी पूछ सकते हैं:",
  kindLegend: "आप क्या चाहते हैं?",
  kinds: {
    access: "मेरी जो जानकारी आपके पास है, उसे देखना",
    correction: "उसे ठीक करवाना",
    erasure: "उसे मिटवाना",
  },
  email: "आपका ईमेल पता",
  emailHint: "अगर इस पते से हमारे पास जानकारी है, तो हम इस पर एक कोड भेजेंगे।",
  phone: "या आपका मोबाइल नंबर, अगर आपने हमें ईमेल नहीं दिया था",
  phoneHint: "यह जाँचने के लिए कि अनुरोध आपका है, हम इस नंबर पर आपको फ़ोन करेंगे।",
  correction: "क्या ठीक करना है?",
  send: "अनुरोध भेजें",
  sending: "भेजा जा रहा है...",
  refusedTitle: "नहीं भेजा गया",
  failed: "हम आपका अनुरोध नहीं भेज सके। कृपया अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें, या हमें लिखें।",
  codeTitle: "कोड डालें",
  code: "ईमेल में आया 6 अंकों का कोड",
  confirm: "पुष्टि करें",
  confirming: "जाँच हो रही है...",
  confirmedTitle: "आपके अनुरोध की पुष्टि हो गई",
  callBackTitle: "हम आपको फ़ोन करेंगे",
  another: "एक और अनुरोध करें",
  errors: {
    ...fieldErrorTexts.hi,
    kind: "कृपया चुनें कि आप क्या चाहते हैं: अपनी जानकारी देखना, ठीक करवाना या मिटवाना।",
    contact: "कृपया अपना ईमेल पता या अपना मोबाइल नंबर लिखें।",
    correction: "कृपया लिखें कि क्या ठीक करना है।",
    code: "कृपया ईमेल में आया 6 अंकों का कोड डालें।",
  },
});
