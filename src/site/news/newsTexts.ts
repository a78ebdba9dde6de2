import { localized } from "../i18n/language";

// Fixed copy for /notice, 'Event and Media' in the menu (docs/product.md#in-the-news), in both
// languages. Articles and notices themselves are shown as staff wrote them.

/** The picture of an article without one (or whose picture fails). */
export const articleStockPhoto = "/images/stock/article.svg";

const en = {
  title: "In the News",
  description: "News, events and key notices from our foundation for children in Prayagraj who learn in their own way.",
  intro: "Stories, events and news about us, and the notices families need to know.",
  articlesHeading: "Latest Articles",
  noticesHeading: "Important Notices",
  noNotices: "No active notices at this time.",
  noArticles: "No articles yet. Please check back soon.",
  loading: "Loading news and notices...",
  error: "Failed to load content. Please try again later.",
  readMore: "Read More",
  close: "Close",
  // The list's later pages (/notice/page/<n>) and the links between them.
  pageTitle: "In the News, page {page}",
  pageDescription: "Older news and events from our foundation for neurodiverse children in Prayagraj: page {page}.",
  pagesLabel: "Pages of articles",
  page: "Page {page}",
  newerPage: "Newer articles",
  olderPage: "Older articles",
  // An article's own page (/notice/<slug>).
  backToList: "All news and notices",
  articleLoading: "Loading the article...",
  neighboursLabel: "More articles",
  newerArticle: "Newer article",
  olderArticle: "Older article",
};

export const newsTexts = localized(en, {
  title: "ख़बरों में",
  description: "प्रयागराज में ख़ास ज़रूरतों वाले बच्चों के लिए काम करने वाली हमारी संस्था की ख़बरें, कार्यक्रम और ज़रूरी सूचनाएँ।",
  intro: "हमारे लोगों की कहानियाँ, कार्यक्रम और अख़बारों में छपी ख़बरें, और वे सूचनाएँ जो परिवारों को जाननी चाहिए।",
  articlesHeading: "ताज़ा लेख",
  noticesHeading: "ज़रूरी सूचनाएँ",
  noNotices: "अभी कोई सूचना नहीं है।",
  noArticles: "अभी कोई लेख नहीं है। कृपया कुछ दिन बाद फिर देखें।",
  loading: "ख़बरें और सूचनाएँ आ रही हैं...",
  error: "जानकारी नहीं खुल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  readMore: "पूरा पढ़ें",
  close: "बंद करें",
  pageTitle: "ख़बरों में, पृष्ठ {page}",
  pageDescription: "प्रयागराज में ख़ास ज़रूरतों वाले बच्चों के लिए काम करने वाली हमारी संस्था की पुरानी ख़बरें और कार्यक्रम: पृष्ठ {page}।",
  pagesLabel: "लेखों के पृष्ठ",
  page: "पृष्ठ {page}",
  newerPage: "नए लेख",
  olderPage: "पुराने लेख",
  backToList: "सभी ख़बरें और सूचनाएँ",
  articleLoading: "लेख आ रहा है...",
  neighboursLabel: "और लेख",
  newerArticle: "नया लेख",
  olderArticle: "पुराना लेख",
});
