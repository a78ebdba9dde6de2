import { localized } from "../i18n/language";

// Fixed copy for /about/ourstory, in both languages.

const en = {
  title: "Our Story",
  description:
    "How a small group of parents in Prayagraj, who met on weekends, grew into a foundation that serves over 50 children with special needs.",
  lead: "It began with a few families, one rented room, and a shared hope.",
  paragraphs: [
    "A few years ago, a handful of parents in Prayagraj kept meeting in the same waiting rooms. Their children had autism, cerebral palsy, Down syndrome and learning differences. Each family was finding help alone, often going to Lucknow or Delhi for a single visit.",
    "They began to meet on weekends in a small rented room. A therapist offered her Saturday mornings. A retired teacher brought picture cards and patience. Children who had struggled to sit still found a place where no one hurried them.",
    "Word spread from family to family. More therapists joined, then doctors and special educators. The weekend circle became a full-time centre. It has therapy rooms, a sensory corner and classrooms shaped around how our children learn.",
    "Today we serve over 50 children and their families every week. We give therapy, special education, assessments and parent counselling. Many of our volunteers are parents who once walked through our doors looking for help.",
    "Our story is still being written by every child who says a first word, takes a first step or makes a first friend here. We would love for you to be part of the next chapter.",
  ],
};

export const storyTexts = localized(en, {
  title: "हमारी कहानी",
  description:
    "प्रयागराज में माता-पिता का एक छोटा-सा समूह, जो हर शनिवार-रविवार मिलता था, कैसे एक संस्था बना, जो आज 50 से ज़्यादा विशेष ज़रूरतों वाले बच्चों की मदद करती है।",
  lead: "शुरुआत कुछ परिवारों, किराए के एक कमरे और एक साझी उम्मीद से हुई।",
  paragraphs: [
    "कुछ साल पहले, प्रयागराज के कुछ माता-पिता बार-बार एक जैसे वेटिंग रूम में मिलते थे। उनके बच्चों को ऑटिज़्म, सेरेब्रल पाल्सी, डाउन सिंड्रोम या सीखने में कठिनाई थी। हर परिवार अकेले ही मदद जुटा रहा था, और अक्सर एक अपॉइंटमेंट के लिए लखनऊ या दिल्ली तक जाना पड़ता था।",
    "फिर वे हर शनिवार-रविवार किराए के एक छोटे-से कमरे में मिलने लगे। एक थेरेपिस्ट ने अपनी शनिवार की सुबहें दे दीं। एक रिटायर्ड टीचर तस्वीरों वाले कार्ड और ढेर सारा धैर्य लेकर आए। जिन बच्चों के लिए एक जगह बैठना मुश्किल था, उन्हें ऐसी जगह मिली, जहाँ कोई उनसे जल्दबाज़ी नहीं करता था।",
    "बात एक परिवार से दूसरे परिवार तक फैली। और थेरेपिस्ट जुड़े, फिर डॉक्टर और स्पेशल एजुकेटर भी। हफ़्ते के आख़िर का वह समूह एक पूरा सेंटर बन गया, जिसमें थेरेपी रूम, सेंसरी कॉर्नर और ऐसी कक्षाएँ हैं, जो हमारे बच्चों के सीखने के तरीके के हिसाब से बनी हैं।",
    "आज हम हर हफ़्ते 50 से ज़्यादा बच्चों और उनके परिवारों की मदद करते हैं: थेरेपी, स्पेशल एजुकेशन, जाँच और माता-पिता की काउंसलिंग से। हमारे कई वॉलंटियर वही माता-पिता हैं, जो कभी मदद की तलाश में हमारे दरवाज़े तक आए थे।",
    "हमारी कहानी अब भी लिखी जा रही है, हर उस बच्चे के साथ जो यहाँ अपना पहला शब्द बोलता है, पहला कदम उठाता है या पहला दोस्त बनाता है। हमें बहुत ख़ुशी होगी, अगर आप इसके अगले पन्नों का हिस्सा बनें।",
  ],
});
