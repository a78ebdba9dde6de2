import { localized } from "../i18n/language";

// Fixed copy for /first-visit and /first-visit/print (docs/product.md#your-first-visit), in both
// languages. The steps and the sensory information are shown as staff wrote them.

const en = {
  title: "Your first visit",
  description:
    "A picture story of a first visit to our centre in Prayagraj: getting there, the waiting room, who you will meet, the assessment, what to bring and where the quiet room is.",
  intro:
    "Look at these pictures with your child before you come. Each one shows a part of the visit, in the order it happens.",
  stepsHeading: "The visit, step by step",
  /** "Step 2 of 8": over each step, and on each printed card. */
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  printLink: "Printable version (one step per page)",
  printTitle: "Your first visit: cards to print",
  printDescription:
    "The steps of a first visit to our centre, one per page, to print and go through with your child at home.",
  printIntro: "Print these cards and go through them with your child at home, one at a time.",
  printButton: "Print the cards",
  backToStory: "Back to the story",
  loading: "Loading the story...",
  empty: "The story of a first visit is being written. Please call us with any question about your visit.",
  error: "Failed to load the story. Please try again later.",
};

export const firstVisitTexts = localized(en, {
  title: "आपकी पहली मुलाक़ात",
  description:
    "प्रयागराज में हमारे केंद्र की पहली मुलाक़ात की तस्वीरों वाली कहानी: यहाँ तक पहुँचना, प्रतीक्षा कक्ष, आप किससे मिलेंगे, आकलन, क्या साथ लाएँ और शांत कमरा कहाँ है।",
  intro: "आने से पहले ये तस्वीरें अपने बच्चे के साथ देखें। हर तस्वीर मुलाक़ात का एक हिस्सा दिखाती है, उसी क्रम में जिसमें वह होता है।",
  stepsHeading: "मुलाक़ात, एक-एक क़दम",
  stepOf: (n, total) => `क़दम ${n}, कुल ${total} में से`,
  printLink: "छापने लायक़ रूप (हर पन्ने पर एक क़दम)",
  printTitle: "आपकी पहली मुलाक़ात: छापने के कार्ड",
  printDescription: "हमारे केंद्र की पहली मुलाक़ात के क़दम, हर पन्ने पर एक, छापकर घर पर बच्चे के साथ देखने के लिए।",
  printIntro: "ये कार्ड छापें और घर पर अपने बच्चे के साथ एक-एक करके देखें।",
  printButton: "कार्ड छापें",
  backToStory: "कहानी पर वापस जाएँ",
  loading: "कहानी आ रही है...",
  empty: "पहली मुलाक़ात की कहानी लिखी जा रही है। अपनी मुलाक़ात के बारे में कोई भी सवाल हो तो हमें फ़ोन करें।",
  error: "कहानी नहीं मिल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
});
