import { localized } from "../i18n/language";
import { fieldErrorTexts } from "../shared/forms/formTexts";

// The registration form's copy (docs/product.md#events), in both languages.

const en = {
  intro: "Tell us who is coming. We will call you before the event.",
  name: "Your name",
  phone: "Mobile number",
  phoneHint: "A 10-digit Indian mobile number, with or without +91",
  people: "Number of people coming",
  email: "E-mail (optional)",
  send: "Register",
  sending: "Registering...",
  confirmedTitle: "You are registered",
  waitingTitle: "You are on the waiting list",
  refusedTitle: "Not registered",
  keptTitle: "Not sent yet",
  kept: "We could not reach our server, so your registration has not been sent yet. It is saved on this device and will be sent by itself when you are back online.",
  sendAgain: "Send again",
  failed: "We could not send your registration. Please try again later, or call the centre.",
  another: "Register someone else",
  /** Above the form when this device registered for the event before (a reload, a later visit). */
  registeredHere: (day: string) => `You registered on this phone on ${day}.`,
  errors: {
    name: "Please enter your name.",
    ...fieldErrorTexts.en,
    people: "Please give the number of people coming, 1 to 10.",
  },
};

export const registrationTexts = localized(en, {
  intro: "हमें बताएँ कि कौन आ रहा है। कार्यक्रम से पहले हम आपको फ़ोन करेंगे।",
  name: "आपका नाम",
  phone: "मोबाइल नंबर",
  phoneHint: "10 अंकों का भारतीय मोबाइल नंबर, +91 के साथ या उसके बिना",
  people: "कितने लोग आएँगे",
  email: "ईमेल (ज़रूरी नहीं)",
  send: "नाम लिखवाएँ",
  sending: "भेजा जा रहा है...",
  confirmedTitle: "आपका नाम लिख लिया गया है",
  waitingTitle: "आप प्रतीक्षा सूची में हैं",
  refusedTitle: "नाम नहीं लिखा गया",
  keptTitle: "अभी भेजा नहीं गया",
  kept: "हम अपने सर्वर तक नहीं पहुँच सके, इसलिए आपका पंजीकरण अभी भेजा नहीं गया है। यह इसी डिवाइस पर सेव है और इंटरनेट वापस आते ही अपने-आप भेज दिया जाएगा।",
  sendAgain: "फिर से भेजें",
  failed: "हम आपका पंजीकरण नहीं भेज सके। कृपया थोड़ी देर बाद फिर कोशिश करें, या केंद्र को फ़ोन करें।",
  another: "किसी और का नाम लिखवाएँ",
  registeredHere: (day: string) => `आपने इस फ़ोन से ${day} को नाम लिखवाया था।`,
  errors: {
    name: "कृपया अपना नाम लिखें।",
    ...fieldErrorTexts.hi,
    people: "कृपया बताएँ कि कितने लोग आएँगे: 1 से 10 तक।",
  },
});
