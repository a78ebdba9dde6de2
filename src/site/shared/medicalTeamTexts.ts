import { localized, type TitledText } from "../i18n/language";

// 'Why Choose Our Medical Team?': the three fixed blurbs shown on Home and below the
// Expert Doctors carousel (docs/product.md#expert-doctors), in both languages.

const en = {
  title: "Why Choose Our Medical Team?",
  reasons: [
    {
      title: "Certified Specialists",
      text: "Children's doctors, therapists and special teachers. All have recognised degrees and years of work with children.",
    },
    {
      title: "Compassionate Care",
      text: "Every child is met with patience and warmth, at a pace that feels safe for them and their family.",
    },
    {
      title: "Collaborative Approach",
      text: "Doctors, therapists, teachers and parents plan together. So what a child learns at the centre goes on at home.",
    },
  ] satisfies readonly TitledText[],
};

export const medicalTeamTexts = localized(en, {
  title: "हमारी मेडिकल टीम ही क्यों?",
  reasons: [
    {
      title: "योग्य विशेषज्ञ",
      text: "बच्चों के डॉक्टर, थेरेपिस्ट और स्पेशल एजुकेटर, जिनके पास मान्य डिग्रियाँ और बच्चों के साथ काम का सालों का अनुभव है।",
    },
    {
      title: "प्यार भरी देखभाल",
      text: "हर बच्चे से धैर्य और अपनेपन के साथ मिला जाता है, उसी रफ़्तार से जिसमें वह और उसका परिवार सहज महसूस करें।",
    },
    {
      title: "सब मिलकर काम करते हैं",
      text: "डॉक्टर, थेरेपिस्ट, शिक्षक और माता-पिता मिलकर योजना बनाते हैं, ताकि सेंटर में हुई तरक्की घर पर भी जारी रहे।",
    },
  ],
});
