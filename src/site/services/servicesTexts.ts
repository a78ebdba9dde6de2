import { localized, type TextsOf } from "../i18n/language";

// Fixed copy for /services, in both languages: the eight service cards and their 'Read More'
// details (docs/product.md#services).

/** The services in the page's order; each id is also its address, /services/<id>. */
export const serviceIds = [
  "autism-intervention",
  "occupational-therapy",
  "parental-training",
  "standard-assessments",
  "special-education",
  "physiotherapy",
  "diet-nutrition",
  "speech-therapy",
] as const;

export type ServiceId = (typeof serviceIds)[number];

type ServiceText = { title: string; summary: string; details: string; highlights: readonly string[] };

export type Service = ServiceText & { id: ServiceId };

const en = {
  title: "Our Services",
  description:
    "Our services in Prayagraj: therapy for autism, speech, movement and daily skills. Also special education, checks, food advice and help for parents.",
  intro:
    "Every child is different, so every plan is too. Our team works together on therapy, school and health. Parents are our partners at every step.",
  readMore: "Read More",
  /** After 'Read More', for screen readers only. */
  readMoreAbout: (title: string) => ` about ${title}`,
  highlightsHeading: "What this includes",
  close: "Close",
  requestAssessment: "Request an assessment",
  assessmentInvite: "Not sure where to start? Tell us what worries you and we will call you back.",
  services: {
    "autism-intervention": {
      title: "Autism Intervention Therapy",
      summary: "Early, planned help for children with autism. It builds talking, play and social skills.",
      details:
        "Our programme mixes tested ways of working, such as applied behaviour analysis (ABA), play therapy and picture aids. We set goals with each family and look at them again every month. So what a child learns at the centre carries over into daily life at home.",
      highlights: [
        "One-to-one and small-group sessions",
        "Visual schedules and communication aids",
        "Social skills and play groups",
        "Monthly progress reviews with parents",
      ],
    },
    "occupational-therapy": {
      title: "Occupational Therapy",
      summary:
        "Learning the everyday skills of dressing, eating, writing and play. We also help children cope with what they see, hear and feel.",
      details:
        "Our occupational therapists help children do daily tasks on their own. Through sensory play, work on hand skills and fun games, children learn to control their bodies. Then they take part with confidence at home and in class.",
      highlights: [
        "Sensory integration therapy",
        "Fine and gross motor skills",
        "Handwriting readiness",
        "Self-care and daily living skills",
      ],
    },
    "parental-training": {
      title: "Parental Training & Counseling",
      summary: "Advice, useful tips and caring support for parents and others who look after the child.",
      details:
        "Parents are a child's first and most constant teachers. Our counsellors and therapists run workshops and one-to-one sessions. Families learn useful ways to handle talking, behaviour and routines. They also get a safe place to share worries and hopes.",
      highlights: [
        "Home programme training",
        "Positive behaviour support",
        "Individual and family counselling",
        "Parent support groups",
      ],
    },
    "standard-assessments": {
      title: "Standard Assessments",
      summary: "Clear, standard checks of how a child grows, thinks and learns, to understand what each child needs.",
      details:
        "We use trusted tests to understand how a child grows, learns, talks and behaves. Families get a report in easy words and a meeting to plan the next steps together. If needed, we also send you to other experts.",
      highlights: [
        "Developmental screening",
        "Autism and ADHD assessments",
        "IQ and learning assessments",
        "Detailed reports and family meetings",
      ],
    },
    "special-education": {
      title: "Special Education",
      summary: "A learning plan for each child, and small classes where every child learns at their own pace.",
      details:
        "Our special teachers make a learning plan for each child. It builds reading, writing, number and life skills. Small classes, teaching through sight, sound and touch, and close work with therapists help children get ready for school and for doing things on their own.",
      highlights: [
        "Individual education plans (IEPs)",
        "Multi-sensory teaching methods",
        "School readiness programme",
        "Support for inclusion in mainstream schools",
      ],
    },
    physiotherapy: {
      title: "Physiotherapy",
      summary: "Building strength, balance, posture and movement in children who find moving hard.",
      details:
        "Our physiotherapists work with children who have cerebral palsy, low muscle tone or other trouble with movement. Playful sessions with clear goals help them move, sit and stand better. Parents learn exercises to keep going at home.",
      highlights: [
        "Gross motor development",
        "Balance and coordination training",
        "Posture and mobility support",
        "Home exercise programmes",
      ],
    },
    "diet-nutrition": {
      title: "Diet & Nutrition",
      summary: "Healthy, simple eating plans for children who have trouble eating or need special food.",
      details:
        "Many children with special needs eat only a few foods, or have special food needs. Our advice helps families plan balanced meals with familiar, low-cost foods. It also helps children slowly try new tastes and textures.",
      highlights: [
        "Nutritional assessment",
        "Personalised meal plans",
        "Support for picky eating",
        "Guidance on gut health and routines",
      ],
    },
    "speech-therapy": {
      title: "Speech Therapy",
      summary: "Helping children understand, speak and share what they mean, with words, signs or pictures.",
      details:
        "Our speech therapists help children who start talking late, who are hard to understand, or who find it hard to talk with others. Where speech is hard, we teach other ways to talk, such as pictures, so every child has a voice.",
      highlights: [
        "Speech and language development",
        "Alternative and augmentative communication",
        "Oral-motor therapy",
        "Social communication groups",
      ],
    },
  } satisfies Record<ServiceId, ServiceText>,
};

export const servicesTexts = localized(en, {
  title: "हमारी सेवाएँ",
  description:
    "प्रयागराज में ऑटिज़्म थेरेपी, ऑक्यूपेशनल थेरेपी, स्पीच थेरेपी, फ़िज़ियोथेरेपी, स्पेशल एजुकेशन, जाँच, खान-पान की सलाह और माता-पिता की काउंसलिंग।",
  intro:
    "हर बच्चा अलग है, इसलिए हर बच्चे की योजना भी अलग होती है। हमारी टीम थेरेपी, पढ़ाई और सेहत, तीनों में मिलकर काम करती है, और हर कदम पर माता-पिता हमारे साथी होते हैं।",
  readMore: "और पढ़ें",
  readMoreAbout: (title) => `: ${title} के बारे में`,
  highlightsHeading: "इसमें क्या-क्या शामिल है",
  close: "बंद करें",
  requestAssessment: "आकलन के लिए अनुरोध करें",
  assessmentInvite: "समझ नहीं आ रहा कि कहाँ से शुरू करें? हमें बताइए कि आपको किस बात की चिंता है, हम आपको फ़ोन करेंगे।",
  services: {
    "autism-intervention": {
      title: "ऑटिज़्म थेरेपी",
      summary: "ऑटिज़्म वाले बच्चों के लिए जल्दी शुरू होने वाली, सोची-समझी मदद, जिससे बातचीत, खेल और मेलजोल की समझ बढ़ती है।",
      details:
        "हमारे इस कार्यक्रम में जाँचे-परखे तरीके शामिल हैं, जैसे अप्लाइड बिहेवियर एनालिसिस, खेल के ज़रिए थेरेपी और तस्वीरों से समझाना। हर परिवार के साथ मिलकर लक्ष्य तय किए जाते हैं और हर महीने उन्हें दोबारा देखा जाता है, ताकि सेंटर में हुई तरक्की घर की रोज़ की ज़िंदगी में भी दिखे।",
      highlights: [
        "अकेले और छोटे समूह में सेशन",
        "तस्वीरों वाला दिनचर्या चार्ट और बातचीत में मदद करने वाले साधन",
        "मेलजोल और खेल के समूह",
        "माता-पिता के साथ हर महीने तरक्की पर बात",
      ],
    },
    "occupational-therapy": {
      title: "ऑक्यूपेशनल थेरेपी",
      summary: "कपड़े पहनना, खाना खाना, लिखना और खेलना जैसे रोज़ के काम सिखाना, और बच्चों को अपनी इंद्रियों को सँभालने में मदद करना।",
      details:
        "हमारे ऑक्यूपेशनल थेरेपिस्ट बच्चों को रोज़ के काम ख़ुद करना सिखाते हैं। सेंसरी इंटीग्रेशन, हाथ और उँगलियों के बारीक काम और मज़ेदार खेलों से बच्चे अपने शरीर को सँभालना सीखते हैं, और घर व कक्षा में आत्मविश्वास से हिस्सा लेते हैं।",
      highlights: [
        "सेंसरी इंटीग्रेशन थेरेपी",
        "हाथ-उँगलियों और पूरे शरीर की हरकतों का विकास",
        "लिखना शुरू करने की तैयारी",
        "अपनी देखभाल और रोज़ के काम ख़ुद करना",
      ],
    },
    "parental-training": {
      title: "माता-पिता की ट्रेनिंग और काउंसलिंग",
      summary: "माता-पिता और बच्चे की देखभाल करने वालों के लिए सलाह, काम के तरीके और मन का सहारा।",
      details:
        "माता-पिता ही बच्चे के पहले और सबसे पक्के शिक्षक होते हैं। हमारे काउंसलर और थेरेपिस्ट वर्कशॉप और अलग-अलग सेशन करते हैं। इनसे परिवारों को बातचीत, व्यवहार और दिनचर्या के लिए काम के तरीके मिलते हैं, और अपनी चिंताएँ और उम्मीदें बाँटने के लिए एक सुरक्षित जगह भी।",
      highlights: [
        "घर पर करवाने वाले अभ्यासों की ट्रेनिंग",
        "अच्छे व्यवहार को बढ़ावा देने के तरीके",
        "अकेले और पूरे परिवार की काउंसलिंग",
        "माता-पिता के आपसी सहारे के समूह",
      ],
    },
    "standard-assessments": {
      title: "जाँच और असेसमेंट",
      summary: "हर बच्चे की ज़रूरतें समझने के लिए मान्य तरीकों से विकास और मनोवैज्ञानिक जाँच, साफ़ नतीजों के साथ।",
      details:
        "हम मान्य तरीकों से बच्चे के विकास, सीखने, बातचीत और व्यवहार को समझते हैं। परिवार को आसान भाषा में रिपोर्ट मिलती है, और एक मुलाकात में हम मिलकर आगे के कदम तय करते हैं। ज़रूरत हो तो हम दूसरे विशेषज्ञों के पास भी भेजते हैं।",
      highlights: [
        "विकास की शुरुआती जाँच",
        "ऑटिज़्म और ADHD की जाँच",
        "IQ और सीखने की जाँच",
        "पूरी रिपोर्ट और परिवार के साथ मुलाकात",
      ],
    },
    "special-education": {
      title: "स्पेशल एजुकेशन",
      summary: "हर बच्चे के लिए अलग पढ़ाई की योजना और छोटी कक्षाएँ, जहाँ हर बच्चा अपनी रफ़्तार से सीखता है।",
      details:
        "हमारे स्पेशल एजुकेटर हर बच्चे के लिए अलग पढ़ाई की योजना बनाते हैं, जिससे वह पढ़ना, लिखना, गिनती और रोज़ के काम सीखता है। छोटी कक्षाएँ, देखकर, सुनकर और छूकर सिखाने के तरीके और थेरेपिस्ट के साथ मिलकर काम, इन सबसे बच्चे स्कूल के लिए और अपने काम ख़ुद करने के लिए तैयार होते हैं।",
      highlights: [
        "हर बच्चे की अलग पढ़ाई की योजना (IEP)",
        "देखकर, सुनकर और छूकर सिखाने के तरीके",
        "स्कूल जाने की तैयारी का कार्यक्रम",
        "आम स्कूलों में दूसरे बच्चों के साथ पढ़ने में मदद",
      ],
    },
    physiotherapy: {
      title: "फ़िज़ियोथेरेपी",
      summary: "चलने-फिरने में कठिनाई वाले बच्चों की ताकत, संतुलन, उठने-बैठने का ढंग और चलना-फिरना बेहतर करना।",
      details:
        "हमारे फ़िज़ियोथेरेपिस्ट सेरेब्रल पाल्सी, ढीली मांसपेशियों और चलने-फिरने की दूसरी कठिनाइयों वाले बच्चों के साथ काम करते हैं। खेल-खेल में, तय लक्ष्यों के साथ होने वाले सेशन से चलना-फिरना और शरीर का ढंग सुधरता है, और माता-पिता ऐसी कसरतें सीखते हैं जो घर पर जारी रखी जा सकें।",
      highlights: [
        "बैठना, खड़ा होना और चलना जैसी बड़ी हरकतों का विकास",
        "संतुलन और तालमेल की ट्रेनिंग",
        "शरीर के सही ढंग और चलने-फिरने में मदद",
        "घर पर करने वाली कसरतें",
      ],
    },
    "diet-nutrition": {
      title: "खान-पान और पोषण",
      summary: "खाने में परेशानी या ख़ास खान-पान की ज़रूरत वाले बच्चों के लिए सेहतमंद और आसान खाने की योजना।",
      details:
        "विशेष ज़रूरतों वाले कई बच्चे गिनी-चुनी चीज़ें ही खाते हैं, या उनकी खान-पान की ख़ास ज़रूरतें होती हैं। हमारी सलाह से परिवार जानी-पहचानी और सस्ती चीज़ों से संतुलित खाना तय कर पाते हैं, और बच्चे धीरे-धीरे नए स्वाद और नई चीज़ें आज़माना सीखते हैं।",
      highlights: [
        "पोषण की जाँच",
        "बच्चे के हिसाब से खाने की योजना",
        "खाने में नखरे करने वाले बच्चों के लिए मदद",
        "पेट की सेहत और दिनचर्या पर सलाह",
      ],
    },
    "speech-therapy": {
      title: "स्पीच थेरेपी",
      summary: "बच्चों को समझने, बोलने और अपनी बात कहने में मदद, शब्दों, इशारों या तस्वीरों से।",
      details:
        "हमारे स्पीच थेरेपिस्ट उन बच्चों की मदद करते हैं, जो देर से बोलना शुरू करते हैं, साफ़ नहीं बोल पाते या दूसरों से बातचीत में कठिनाई महसूस करते हैं। जहाँ बोलना मुश्किल हो, वहाँ हम तस्वीरों और दूसरे तरीकों से बात कहना सिखाते हैं, ताकि हर बच्चा अपनी बात कह सके।",
      highlights: [
        "बोलने और भाषा का विकास",
        "बोलने के अलावा बात कहने के दूसरे तरीके (AAC)",
        "मुँह की मांसपेशियों की थेरेपी",
        "बातचीत और मेलजोल के समूह",
      ],
    },
  },
});

/** The services in the page's order, in the texts' language. */
export function servicesIn(texts: TextsOf<typeof servicesTexts>): Service[] {
  return serviceIds.map((id) => ({ id, ...texts.services[id] }));
}

/** The services in English: the prerender lists each one's address from its id. */
export const services = servicesIn(servicesTexts.en);
