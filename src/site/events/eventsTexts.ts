import { localized } from "../i18n/language";

// Fixed copy of the events' pages (docs/product.md#events), in both languages. Events themselves
// are shown as staff wrote them.

/** The picture of an event without one (or whose picture fails). */
export const eventStockPhoto = "/images/stock/article.svg";

const en = {
  title: "Events",
  description:
    "Workshops, screening camps and awareness days of our foundation for neurodiverse children in Prayagraj: dates, places and registration.",
  intro:
    "Workshops for parents, screening camps and awareness days. Add them to your calendar, and sign up where asked.",
  upcomingHeading: "Upcoming events",
  noUpcoming: "No upcoming events right now. Please check back soon.",
  loading: "Loading events...",
  error: "Failed to load content. Please try again later.",
  pastLink: "Past events",
  newsLink: "In the News",
  feedLink: "Subscribe to all events in your calendar",
  details: "Details",
  cancelled: "Cancelled",
  online: "Online",
  // The archive (/events/past, /events/past/page/<n>).
  pastTitle: "Past events",
  pastPageTitle: "Past events, page {page}",
  pastDescription: "Workshops, camps and awareness days our foundation held in Prayagraj.",
  pastPageDescription: "Workshops, camps and awareness days our foundation held in Prayagraj: page {page}.",
  pastIntro: "The workshops, camps and awareness days we have held.",
  noPast: "No past events yet.",
  pagesLabel: "Pages of past events",
  page: "Page {page}",
  newerPage: "Later events",
  olderPage: "Earlier events",
  backToEvents: "All events",
  // An event's own page (/events/<slug>).
  eventLoading: "Loading the event...",
  when: "When",
  where: "Where",
  onlineLink: "Join online",
  addToCalendar: "Add to calendar",
  icsLink: "Download the calendar file (.ics)",
  googleLink: "Add to Google Calendar",
  ended: "This event has taken place.",
  cancelledNotice: "This event has been cancelled.",
  registerHeading: "Register",
  registerLink: "Register on the organiser's form",
  // The home page's block.
  homeHeading: "Upcoming events",
  homeAll: "See all events",
};

export const eventsTexts = localized(en, {
  title: "कार्यक्रम",
  description:
    "प्रयागराज में ख़ास ज़रूरतों वाले बच्चों के लिए काम करने वाली हमारी संस्था की कार्यशालाएँ, जाँच शिविर और जागरूकता दिवस: तारीख़, जगह और पंजीकरण।",
  intro: "माता-पिता के लिए कार्यशालाएँ, जाँच शिविर और जागरूकता दिवस। इन्हें अपने कैलेंडर में जोड़ें, और जहाँ कहा गया हो वहाँ नाम लिखवाएँ।",
  upcomingHeading: "आने वाले कार्यक्रम",
  noUpcoming: "अभी कोई कार्यक्रम तय नहीं है। कृपया कुछ दिन बाद फिर देखें।",
  loading: "कार्यक्रम आ रहे हैं...",
  error: "जानकारी नहीं खुल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  pastLink: "पिछले कार्यक्रम",
  newsLink: "ख़बरों में",
  feedLink: "सभी कार्यक्रम अपने कैलेंडर में पाएँ",
  details: "पूरी जानकारी",
  cancelled: "रद्द",
  online: "ऑनलाइन",
  pastTitle: "पिछले कार्यक्रम",
  pastPageTitle: "पिछले कार्यक्रम, पृष्ठ {page}",
  pastDescription: "प्रयागराज में हमारी संस्था की हो चुकी कार्यशालाएँ, शिविर और जागरूकता दिवस।",
  pastPageDescription: "प्रयागराज में हमारी संस्था की हो चुकी कार्यशालाएँ, शिविर और जागरूकता दिवस: पृष्ठ {page}।",
  pastIntro: "हमारी हो चुकी कार्यशालाएँ, शिविर और जागरूकता दिवस।",
  noPast: "अभी कोई पिछला कार्यक्रम नहीं है।",
  pagesLabel: "पिछले कार्यक्रमों के पृष्ठ",
  page: "पृष्ठ {page}",
  newerPage: "बाद के कार्यक्रम",
  olderPage: "पहले के कार्यक्रम",
  backToEvents: "सभी कार्यक्रम",
  eventLoading: "कार्यक्रम की जानकारी आ रही है...",
  when: "कब",
  where: "कहाँ",
  onlineLink: "ऑनलाइन जुड़ें",
  addToCalendar: "कैलेंडर में जोड़ें",
  icsLink: "कैलेंडर फ़ाइल (.ics) डाउनलोड करें",
  googleLink: "Google कैलेंडर में जोड़ें",
  ended: "यह कार्यक्रम हो चुका है।",
  cancelledNotice: "यह कार्यक्रम रद्द कर दिया गया है।",
  registerHeading: "नाम लिखवाएँ",
  registerLink: "आयोजक के फ़ॉर्म पर नाम लिखवाएँ",
  homeHeading: "आने वाले कार्यक्रम",
  homeAll: "सभी कार्यक्रम देखें",
});
