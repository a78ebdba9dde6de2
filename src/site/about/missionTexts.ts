import { localized, type TitledText } from "../i18n/language";

// Fixed copy for /about/mission, in both languages: the five mission cards
// (docs/product.md#about-pages).

const en = {
  title: "Our Mission",
  description: "Five goals that guide our work for neurodiverse children and their families in Prayagraj and beyond.",
  intro:
    "Our mission is to build a world where every neurodiverse child is understood, included and given the chance to thrive. These five goals shape everything we do.",
  items: [
    {
      title: "Inclusive Residential Design",
      text: "Create calm, sensory-friendly spaces where children can live, learn and play safely, designed with families and therapists together.",
    },
    {
      title: "Sustainable Ecosystem",
      text: "Build lasting support around each child, linking families, schools, doctors and the community so care continues beyond our walls.",
    },
    {
      title: "Research Advancement",
      text: "Learn from every child we serve, and share practical, evidence-based approaches suited to Indian homes and classrooms.",
    },
    {
      title: "Professional Training",
      text: "Train therapists, teachers and parents in proven methods, so more children across Uttar Pradesh receive skilled support.",
    },
    {
      title: "Global Digital Outreach",
      text: "Reach families far from Prayagraj with online guidance, tele-therapy and resources in Hindi and English.",
    },
  ] satisfies readonly TitledText[],
};

export const missionTexts = localized(en, {
  title: "हमारा लक्ष्य",
  description:
    "पाँच लक्ष्य, जो प्रयागराज और उससे बाहर भी विशेष ज़रूरतों वाले बच्चों और उनके परिवारों के लिए हमारे काम की दिशा तय करते हैं।",
  intro:
    "हम ऐसी दुनिया बनाना चाहते हैं, जहाँ विशेष ज़रूरतों वाले हर बच्चे को समझा जाए, सबके साथ जगह मिले और आगे बढ़ने का पूरा मौका मिले। ये पाँच लक्ष्य हमारे हर काम की दिशा तय करते हैं।",
  items: [
    {
      title: "सबको अपनाने वाली रहने की जगह",
      text: "शांत और आरामदायक जगहें बनाना, जहाँ तेज़ रोशनी या शोर बच्चों को परेशान न करे और वे सुरक्षित रहकर रह सकें, सीख सकें और खेल सकें। इन्हें परिवार और थेरेपिस्ट मिलकर बनाते हैं।",
    },
    {
      title: "लंबे समय तक चलने वाला साथ",
      text: "हर बच्चे के आस-पास परिवार, स्कूल, डॉक्टर और समाज को जोड़कर मज़बूत सहारा बनाना, ताकि देखभाल हमारी संस्था के बाहर भी चलती रहे।",
    },
    {
      title: "शोध को आगे बढ़ाना",
      text: "हर बच्चे से सीखना, और भारतीय घरों और कक्षाओं के लिए ऐसे आसान तरीके बाँटना, जो जाँचे-परखे हों।",
    },
    {
      title: "पेशेवर ट्रेनिंग",
      text: "थेरेपिस्ट, शिक्षकों और माता-पिता को आज़माए हुए तरीकों की ट्रेनिंग देना, ताकि उत्तर प्रदेश में और ज़्यादा बच्चों को कुशल मदद मिले।",
    },
    {
      title: "ऑनलाइन, दुनिया भर तक",
      text: "प्रयागराज से दूर रहने वाले परिवारों तक ऑनलाइन सलाह, वीडियो कॉल पर थेरेपी और हिन्दी व अंग्रेज़ी में जानकारी पहुँचाना।",
    },
  ],
});
