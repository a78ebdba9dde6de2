import { localized, type TitledText } from "../i18n/language";

// Fixed copy for /about/who, in both languages. The focus areas are also listed on /about.

const en = {
  title: "Who We Are",
  description:
    "A foundation in Prayagraj, founded in 2021. It helps children with autism, cerebral palsy, Down syndrome and learning disabilities, and their families.",
  intro: [
    "We are a non-profit in Prayagraj that helps children learn. It was founded in 2021 by parents, therapists and teachers. They wanted every child with special needs in our city to have a place where they are understood.",
    "In one place, families find therapy, special education, advice from doctors and people who have walked the same road. We believe every child can learn and grow when help starts early and fits who they are.",
  ],
  focusHeading: "Our Focus Areas",
  valuesHeading: "What Guides Us",
  values: [
    "Every child is capable of growth, at their own pace.",
    "Parents are partners in every plan we make.",
    "Good care should not depend on a family's income.",
    "We measure progress in small, joyful steps, and celebrate each one.",
  ],
  focusAreas: [
    {
      title: "Autism Spectrum Disorder",
      text: "Early therapy, help with talking, and groups for social skills, built around each child's strengths.",
    },
    {
      title: "Cerebral Palsy",
      text: "Physiotherapy, occupational therapy and lessons shaped to the child. They help a child move, do things alone and feel sure of themselves.",
    },
    {
      title: "Down Syndrome",
      text: "Speech, motor and life-skills programmes that help children take part fully at home and at school.",
    },
    {
      title: "Learning Disabilities",
      text: "Checks and special education for dyslexia, dyscalculia and other ways children learn differently.",
    },
    {
      title: "Intellectual Disabilities",
      text: "Patient, step-by-step teaching of daily skills. We set the goals together with each family.",
    },
    {
      title: "Family Support",
      text: "Counselling, training for parents and a caring community, because the whole family grows together.",
    },
  ] satisfies readonly TitledText[],
};

export const whoWeAreTexts = localized(en, {
  title: "हम कौन हैं",
  description:
    "ऑटिज़्म, सेरेब्रल पाल्सी, डाउन सिंड्रोम और सीखने में कठिनाई वाले बच्चों और उनके परिवारों के लिए प्रयागराज की एक संस्था, जो 2021 में शुरू हुई।",
  intro: [
    "हम प्रयागराज की एक गैर-लाभकारी संस्था हैं, जो बच्चों के सीखने के लिए काम करती है। इसे 2021 में कुछ माता-पिता, थेरेपिस्ट और शिक्षकों ने शुरू किया। वे चाहते थे कि हमारे शहर के हर विशेष ज़रूरतों वाले बच्चे को ऐसी जगह मिले, जहाँ उसे समझा जाए।",
    "यहाँ एक ही जगह पर परिवारों को थेरेपी, स्पेशल एजुकेशन, डॉक्टर की सलाह और ऐसे लोगों का साथ मिलता है, जो इसी रास्ते से गुज़र चुके हैं। हम मानते हैं कि जब मदद जल्दी शुरू हो और बच्चे के हिसाब से हो, तो हर बच्चा सीख सकता है और आगे बढ़ सकता है।",
  ],
  focusHeading: "हमारे काम के मुख्य क्षेत्र",
  valuesHeading: "हम किन बातों पर चलते हैं",
  values: [
    "हर बच्चा आगे बढ़ सकता है, अपनी रफ़्तार से।",
    "हमारी हर योजना में माता-पिता हमारे साथी हैं।",
    "अच्छी देखभाल परिवार की कमाई पर निर्भर नहीं होनी चाहिए।",
    "हम तरक्की को छोटे-छोटे, ख़ुशी भरे कदमों में देखते हैं, और हर कदम की ख़ुशी मनाते हैं।",
  ],
  focusAreas: [
    {
      title: "ऑटिज़्म स्पेक्ट्रम डिसऑर्डर",
      text: "जल्दी शुरू होने वाली थेरेपी, बातचीत में मदद और मेलजोल सिखाने वाले समूह, जो हर बच्चे की खूबियों को ध्यान में रखकर बनाए जाते हैं।",
    },
    {
      title: "सेरेब्रल पाल्सी",
      text: "फ़िज़ियोथेरेपी, ऑक्यूपेशनल थेरेपी और बच्चे के हिसाब से ढली पढ़ाई, जिससे चलना-फिरना, अपने काम ख़ुद करना और आत्मविश्वास बढ़ता है।",
    },
    {
      title: "डाउन सिंड्रोम",
      text: "बोलने, शरीर की हरकतों और रोज़ के कामों के लिए ऐसे कार्यक्रम, जिनसे बच्चे घर और स्कूल में पूरी तरह हिस्सा ले सकें।",
    },
    {
      title: "सीखने में कठिनाई",
      text: "डिस्लेक्सिया, डिस्कैलकुलिया और सीखने से जुड़ी दूसरी कठिनाइयों के लिए जाँच और स्पेशल एजुकेशन।",
    },
    {
      title: "बौद्धिक अक्षमता",
      text: "रोज़ के काम धैर्य से और एक तय तरीके से सिखाना, और लक्ष्य हर परिवार के साथ मिलकर तय करना।",
    },
    {
      title: "परिवार का साथ",
      text: "काउंसलिंग, माता-पिता के लिए ट्रेनिंग और अपनापन भरा समुदाय, क्योंकि पूरा परिवार साथ-साथ आगे बढ़ता है।",
    },
  ],
});
