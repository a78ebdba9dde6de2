import { localized, type TitledText } from "../i18n/language";

// Fixed copy for /about/mission, in both languages: the five mission cards
// (docs/product.md#about-pages).

const en = {
  title: "Our Mission",
  description:
    "Five goals that guide our work for children with special needs and their families, in Prayagraj and beyond.",
  intro:
    "We want a world where every child with special needs is understood, included and given the chance to do well. These five goals shape all we do.",
  items: [
    {
      title: "Inclusive Residential Design",
      text: "Make calm places where bright light and noise do not upset children. Here they can live, learn and play safely. Families and therapists plan them together.",
    },
    {
      title: "Sustainable Ecosystem",
      text: "Build lasting support around each child. We link families, schools, doctors and the community, so care goes on outside our walls.",
    },
    {
      title: "Research Advancement",
      text: "Learn from every child we help. Share simple, tested ways of working that suit Indian homes and classrooms.",
    },
    {
      title: "Professional Training",
      text: "Train therapists, teachers and parents in proven methods. Then more children across Uttar Pradesh get skilled help.",
    },
    {
      title: "Global Digital Outreach",
      text: "Reach families far from Prayagraj with online advice, therapy by video call, and help in Hindi and English.",
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
