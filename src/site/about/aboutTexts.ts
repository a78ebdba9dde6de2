import { localized, type TitledText } from "../i18n/language";

// Fixed copy for /about, in both languages. The focus-area list comes from whoWeAreTexts.ts
// (one source).

const en = {
  title: "About Us",
  description: "Who we are, why we began, and how we help children with special needs and their families in Prayagraj.",
  intro:
    "We are a foundation in Prayagraj. We help children with autism, cerebral palsy, Down syndrome and learning disabilities grow with confidence. We stay beside their families at every step.",
  pillarsHeading: "Our Three Pillars",
  founderHeading: "Our Founder's Journey",
  focusHeading: "Areas We Focus On",
  pillars: [
    {
      title: "Educational Excellence",
      text: "A learning plan for each child, small groups and trained special teachers, so each child learns in the way that suits them best.",
    },
    {
      title: "Medical Support",
      text: "Children's doctors, brain experts and therapists in one place. Checks and follow-up care that families can trust.",
    },
    {
      title: "Community Impact",
      text: "Drives to spread the word, work with schools and parent groups, so Prayagraj becomes a city that welcomes every child.",
    },
  ] satisfies readonly TitledText[],
  founderJourney: [
    "Our founder's journey began at home. When her own child was found to have autism, she went from clinic to clinic across Uttar Pradesh. She was looking for therapy, a school and simply someone who understood.",
    "Those years taught her how lonely the road can be for families. They also showed how much a child can bloom when the right help comes early. She began by asking a few parents and a therapist to meet in a rented room each weekend.",
    "That small circle grew into this foundation: a team of doctors, therapists and teachers who share one belief. Every child deserves to be understood, supported and celebrated.",
  ],
};

export const aboutTexts = localized(en, {
  title: "हमारे बारे में",
  description: "हम कौन हैं, हमने यह काम क्यों शुरू किया, और प्रयागराज में विशेष ज़रूरतों वाले बच्चों और उनके परिवारों की हम कैसे मदद करते हैं।",
  intro:
    "हम प्रयागराज की एक संस्था हैं। हम ऑटिज़्म, सेरेब्रल पाल्सी, डाउन सिंड्रोम और सीखने में कठिनाई वाले बच्चों को आत्मविश्वास के साथ आगे बढ़ने में मदद करते हैं, और हर कदम पर उनके परिवारों के साथ रहते हैं।",
  pillarsHeading: "हमारे काम के तीन आधार",
  founderHeading: "हमारी संस्थापक का सफ़र",
  focusHeading: "हम किन क्षेत्रों में काम करते हैं",
  pillars: [
    {
      title: "अच्छी पढ़ाई",
      text: "हर बच्चे के लिए अलग पढ़ाई की योजना, छोटे समूह और ट्रेनिंग पाए हुए स्पेशल एजुकेटर, ताकि हर बच्चा उसी तरीके से सीखे जो उसके लिए सबसे अच्छा है।",
    },
    {
      title: "डॉक्टरी मदद",
      text: "बच्चों के डॉक्टर, न्यूरोलॉजी के विशेषज्ञ और थेरेपिस्ट एक ही जगह पर। जाँच और आगे की देखरेख, जिस पर परिवार भरोसा कर सकें।",
    },
    {
      title: "समाज में बदलाव",
      text: "जागरूकता अभियान, स्कूलों के साथ मिलकर काम और माता-पिता के समूह, ताकि प्रयागराज हर बच्चे को अपनाने वाला शहर बने।",
    },
  ],
  founderJourney: [
    "हमारी संस्थापक का सफ़र उनके अपने घर से शुरू हुआ। जब उनके बच्चे में ऑटिज़्म का पता चला, तो वे पूरे उत्तर प्रदेश में एक क्लिनिक से दूसरे क्लिनिक तक गईं। उन्हें थेरेपी चाहिए थी, स्कूल चाहिए था, और बस कोई ऐसा जो उनकी बात समझे।",
    "उन सालों में उन्होंने जाना कि परिवारों के लिए यह रास्ता कितना अकेला हो सकता है, और सही मदद जल्दी मिल जाए तो बच्चा कितना खिल उठता है। शुरुआत में उन्होंने कुछ माता-पिता और एक थेरेपिस्ट को हर शनिवार-रविवार किराए के एक कमरे में मिलने के लिए बुलाया।",
    "वही छोटा-सा समूह आगे चलकर यह संस्था बना: डॉक्टरों, थेरेपिस्ट और शिक्षकों की एक टीम, जो एक ही बात मानती है, कि हर बच्चे को समझा जाए, उसका साथ दिया जाए और उसकी हर कामयाबी की ख़ुशी मनाई जाए।",
  ],
});
