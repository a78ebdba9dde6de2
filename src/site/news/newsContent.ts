// Fixed copy for /notice, 'Event and Media' in the menu (docs/product.md#in-the-news).

export const newsPage = {
  title: "In the News",
  description: "News, events and important notices from our foundation for neurodiverse children in Prayagraj.",
  intro: "Stories, events and media coverage from our community, and the notices families need to know.",
  articlesHeading: "Latest Articles",
  noticesHeading: "Important Notices",
  noNotices: "No active notices at this time.",
  noArticles: "No articles yet. Please check back soon.",
  loading: "Loading news and notices...",
  error: "Failed to load content. Please try again later.",
  readMore: "Read More",
  close: "Close",
  stockPhoto: "/images/stock/article.svg",
};
