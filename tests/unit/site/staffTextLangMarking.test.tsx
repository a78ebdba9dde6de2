import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Advisory, NewsArticle, Notice, Testimonial } from "../../../src/lib/database.types";
import GalleryPage from "../../../src/site/about/GalleryPage";
import { advisoryTexts } from "../../../src/site/advisory/advisoryTexts";
import { fetchAdvisories } from "../../../src/site/advisory/advisoryData";
import AdvisoryPage from "../../../src/site/advisory/AdvisoryPage";
import { fetchActiveDoctors, type PublicDoctor } from "../../../src/site/doctors/doctorsData";
import ExpertDoctorsPage from "../../../src/site/doctors/ExpertDoctorsPage";
import { homeTexts } from "../../../src/site/home/homeTexts";
import { TestimonialsSection } from "../../../src/site/home/TestimonialsSection";
import { usePhotoSlides } from "../../../src/site/home/usePhotoSlides";
import type { Language } from "../../../src/site/i18n/language";
import { fetchActiveNotices, fetchArticle, fetchArticlesPage, fetchNeighbours } from "../../../src/site/news/newsData";
import ArticlePage from "../../../src/site/news/ArticlePage";
import NewsPage from "../../../src/site/news/NewsPage";
import { fetchActivePhotos, type PublicPhoto } from "../../../src/site/photos/photosData";
import type * as PhotosData from "../../../src/site/photos/photosData";
import { Slideshow } from "../../../src/site/shared/Slideshow";
import { fetchTestimonials } from "../../../src/site/testimonials/testimonialsData";
import { renderPage } from "./renderPage";
import { aPublishedNotice, noImage } from "../../support/siteRows";

// Staff's rows are shown as written (docs/architecture.md#languages), and a screen reader reads
// a text in the page's language unless told otherwise: English content on a /hi page carries
// lang="en", Hindi content on an English page lang="hi", and content in the page's own language
// carries nothing (nor do the fixed texts around it).

vi.mock("../../../src/site/news/newsData", async (original) =>
  (await import("./newsDataMock")).newsDataWithMockedReads(original),
);
vi.mock("../../../src/site/doctors/doctorsData", () => ({ fetchActiveDoctors: vi.fn() }));
vi.mock("../../../src/site/advisory/advisoryData", () => ({ fetchAdvisories: vi.fn() }));
vi.mock("../../../src/site/testimonials/testimonialsData", () => ({ fetchTestimonials: vi.fn() }));
vi.mock("../../../src/site/photos/photosData", async (original) => ({
  ...(await original<typeof PhotosData>()),
  fetchActivePhotos: vi.fn(),
}));
const fetchPage = vi.mocked(fetchArticlesPage);
const fetchOne = vi.mocked(fetchArticle);
const fetchAround = vi.mocked(fetchNeighbours);
const fetchNotices = vi.mocked(fetchActiveNotices);
const fetchDoctors = vi.mocked(fetchActiveDoctors);
const fetchAll = vi.mocked(fetchAdvisories);
const fetchReviews = vi.mocked(fetchTestimonials);
const fetchPhotos = vi.mocked(fetchActivePhotos);

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

/**
 * Every element in the document with a lang attribute (the test renders no <html>), but for the
 * language switch (a service's dialog has one), which names the other language in that language.
 */
const marked = () => Array.from(document.body.querySelectorAll("[lang]:not([hreflang])"));

const langOf = (element: Element | null) => element?.getAttribute("lang") ?? null;

type Elements = Record<string, HTMLElement>;

type Marks<R> = (row: R, path: string, lang: Language | null) => Promise<Elements>;

/**
 * A check for one kind of row: `show` renders its page at `path` with that row, `find` waits for
 * the elements holding the row's texts. With a `lang`, each of them carries it; with null, nothing
 * in the document carries any lang. Returns the elements for further checks.
 */
function marking<R>(show: (row: R, path: string) => void, find: (row: R) => Promise<Elements>): Marks<R> {
  return async (row, path, lang) => {
    cleanup();
    show(row, path);
    const found = await find(row);
    if (lang)
      for (const [what, element] of Object.entries(found)) expect([what, langOf(element)]).toEqual([what, lang]);
    else expect(marked()).toEqual([]);
    return found;
  };
}

// --- News and notices ---

const stamp = "2026-01-01T00:00:00Z";
const englishArticle: NewsArticle = {
  title_hi: null,
  image_alt_hi: null,
  excerpt_hi: null,
  content_hi: null,
  id: "a",
  title: "Camp draws families",
  source: "Amar Ujala",
  date: "2026-11-22",
  ...noImage,
  excerpt: "Families came from six districts.",
  content: "Families came from six districts to the therapy camp.",
  created_at: stamp,
  status: "published",
  publish_at: "2026-01-01T00:00:00Z",
  updated_at: stamp,
  slug: "camp-draws-families",
};
const hindiArticle: NewsArticle = {
  ...englishArticle,
  title: "शिविर में परिवार आए",
  source: "अमर उजाला",
  excerpt: "छह ज़िलों से परिवार आए।",
  content: "थेरेपी शिविर में छह ज़िलों से परिवार आए।",
};
// A notice goes with each article: English with the English one, Hindi with the Hindi one.
const noticeOf = (article: NewsArticle): Notice =>
  aPublishedNotice({
    title: article === englishArticle ? "Sessions on Saturday" : "शनिवार को सेशन",
    content: article === englishArticle ? "The centre is shut on Friday." : "शुक्रवार को सेंटर बंद रहेगा।",
  });

/** The news list at `path`: the article's card and a notice. */
const newsMarks = marking<NewsArticle>(
  (article, path) => {
    fetchPage.mockResolvedValue({ articles: [article], total: 1 });
    fetchNotices.mockResolvedValue([noticeOf(article)]);
    renderPage(<NewsPage />, path);
  },
  async (article) => {
    const notice = noticeOf(article);
    const title = await screen.findByRole("heading", { level: 3, name: article.title });
    const card = title.closest("article")!;
    return {
      title,
      excerpt: within(card).getByText(article.excerpt),
      source: within(card).getByText(article.source),
      readMoreTitle: within(card).getByText(`: ${article.title}`),
      noticeTitle: screen.getByRole("heading", { level: 3, name: notice.title }),
      noticeContent: screen.getByText(notice.content),
    };
  },
);

/** An article's own page at `path`, with a neighbour written in the same language. */
const articleMarks = marking<NewsArticle>(
  (article, path) => {
    fetchOne.mockResolvedValue(article);
    fetchAround.mockResolvedValue({
      newer: null,
      older: { title: `${article.title} 2`, title_hi: null, slug: "older" },
    });
    renderPage(<ArticlePage />, path, [path.startsWith("/hi") ? "/hi/notice/:slug" : "/notice/:slug"]);
  },
  async (article) => {
    const title = await screen.findByRole("heading", { level: 1, name: article.title });
    return {
      title,
      source: screen.getByText(article.source),
      content: screen.getByText(article.content),
      neighbour: screen.getByText(`${article.title} 2`),
    };
  },
);

// --- Doctors ---

const englishDoctor: PublicDoctor = {
  specialty_hi: null,
  image_alt_hi: null,
  description_hi: null,
  id: "1",
  name: "Dr. Asha Verma",
  specialty: "Paediatric Neurologist",
  experience: "12+ years",
  qualifications: "MBBS, MD, DM",
  description: "Kind and calm with every child.",
  image_url: "https://example.org/asha.jpg",
  image_small_url: null,
  image_width: null,
  image_height: null,
  image_alt: "Dr. Asha Verma smiling in her clinic",
};
const hindiDoctor: PublicDoctor = {
  ...englishDoctor,
  name: "डॉ. आशा वर्मा",
  specialty: "बच्चों की न्यूरोलॉजिस्ट",
  experience: "12+ साल",
  qualifications: "एमबीबीएस, एमडी",
  description: "हर बच्चे के साथ शांत और प्यार से पेश आती हैं।",
  image_alt: "अपने क्लिनिक में मुस्कुराती डॉ. आशा वर्मा",
};

const doctorMarks = marking<PublicDoctor>(
  (doctor, path) => {
    fetchDoctors.mockResolvedValue([doctor]);
    renderPage(<ExpertDoctorsPage />, path);
  },
  async (doctor) => {
    const name = await screen.findByRole("heading", { level: 3, name: doctor.name });
    const card = name.closest("article")!;
    return {
      name,
      photo: within(card).getByRole("img", { name: doctor.image_alt! }),
      specialty: within(card).getByText(doctor.specialty),
      experience: within(card).getByText(doctor.experience),
      qualifications: within(card).getByText(doctor.qualifications),
      description: within(card).getByText(doctor.description),
    };
  },
);

// --- Advisors ---

const englishAdvisor: Advisory = {
  position_hi: null,
  image_alt_hi: null,
  content_hi: null,
  id: "1",
  name: "Priya Singh",
  position: "Family Counselor",
  content: "Priya supports families with care.",
  image_url: "https://example.org/priya.jpg",
  image_small_url: null,
  image_width: null,
  image_height: null,
  image_alt: "Priya Singh at her desk",
  is_active: true,
  created_at: stamp,
  status: "published",
  publish_at: "2026-01-01T00:00:00Z",
};
const hindiAdvisor: Advisory = {
  ...englishAdvisor,
  name: "प्रिया सिंह",
  position: "फ़ैमिली काउंसलर",
  content: "प्रिया परिवारों की प्यार से मदद करती हैं।",
  image_alt: "अपनी मेज़ पर प्रिया सिंह",
};

/** The advisory page with the advisor's card, the filter's button for their position, and their dialog. */
const advisorMarks = marking<Advisory>(
  (advisor, path) => {
    fetchAll.mockResolvedValue([advisor]);
    renderPage(<AdvisoryPage />, path);
  },
  async (advisor) => {
    const name = await screen.findByRole("heading", { level: 2, name: advisor.name });
    const list = screen.getByRole("list");
    // 'All Advisors' (a fixed text, checked apart), then the one position.
    const filterButton = within(screen.getByRole("group")).getAllByRole("button")[1];
    const found = {
      name,
      position: within(list).getByText(advisor.position),
      content: within(list).getByText(advisor.content),
      filterButton,
    };
    fireEvent.click(within(name).getByRole("button"));
    const dialog = await screen.findByRole("dialog");
    return {
      ...found,
      dialogTitle: within(dialog).getByRole("heading", { name: advisor.name }),
      dialogPhoto: within(dialog).getByRole("img", { name: advisor.image_alt! }),
      dialogPosition: within(dialog).getByText(advisor.position),
      dialogContent: within(dialog).getByText(advisor.content),
    };
  },
);

// --- Testimonials ---

const englishTestimonial: Testimonial = {
  position_hi: null,
  review_hi: null,
  id: "t1",
  name: "Meena Gupta",
  position: "Mother",
  company: "Civil Lines",
  review: "My son now speaks in full sentences.",
  created_at: "2025-03-10T06:00:00Z",
  status: "published",
  publish_at: "2026-01-01T00:00:00Z",
};
const hindiTestimonial: Testimonial = {
  ...englishTestimonial,
  name: "मीना गुप्ता",
  position: "माँ",
  company: "सिविल लाइंस",
  review: "मेरा बेटा अब पूरे वाक्य बोलता है।",
};

/** The home page's testimonials section with one testimonial. */
const testimonialMarks = marking<Testimonial>(
  (testimonial, path) => {
    fetchReviews.mockResolvedValue([testimonial]);
    renderPage(<TestimonialsSection />, path);
  },
  async (testimonial) => {
    const quote = (await screen.findByText(`“${testimonial.review}”`)).closest("blockquote")!;
    const card = quote.closest("figure")!;
    return {
      quote,
      name: within(card).getByText(testimonial.name),
      role: within(card).getByText(`${testimonial.position}, ${testimonial.company}`),
    };
  },
);

// --- Photos ---

const englishPhoto: PublicPhoto = {
  caption_hi: null,
  image_alt_hi: null,
  id: "g1",
  image_url: "https://example.org/g1.webp",
  image_small_url: null,
  image_width: 1600,
  image_height: 1200,
  image_alt: "Children painting a wall",
  caption: "Art day",
  placement: "gallery",
};
const hindiPhoto: PublicPhoto = { ...englishPhoto, image_alt: "दीवार पर चित्र बनाते बच्चे", caption: "चित्रकारी का दिन" };

/** The gallery with one photo, then its larger view. */
const galleryMarks = marking<PublicPhoto>(
  (photo, path) => {
    fetchPhotos.mockResolvedValue([photo]);
    renderPage(<GalleryPage />, path);
  },
  async (photo) => {
    const image = await screen.findByRole("img", { name: photo.image_alt });
    const caption = screen.getByText(photo.caption!);
    fireEvent.click(image.closest("button")!);
    const dialog = await screen.findByRole("dialog");
    return {
      image,
      caption,
      dialogTitle: within(dialog).getByRole("heading", { name: photo.caption! }),
      dialogImage: within(dialog).getByRole("img", { name: photo.image_alt }),
    };
  },
);

function AwardsShow() {
  return <Slideshow images={usePhotoSlides("awards", homeTexts.en.awards.images)} label="Awards" />;
}

/** One kind of row in English and in Hindi, and its page's English and Hindi addresses. */
function kind<R>(marks: Marks<R>, rows: Record<Language, R>, paths: Record<Language, string>) {
  return (content: Language, page: Language, lang: Language | null) => marks(rows[content], paths[page], lang);
}

const slug = englishArticle.slug;
const kinds = {
  "news and notices": kind(newsMarks, { en: englishArticle, hi: hindiArticle }, { en: "/notice", hi: "/hi/notice" }),
  "news articles": kind(
    articleMarks,
    { en: englishArticle, hi: hindiArticle },
    { en: `/notice/${slug}`, hi: `/hi/notice/${slug}` },
  ),
  doctors: kind(
    doctorMarks,
    { en: englishDoctor, hi: hindiDoctor },
    { en: "/expert-doctors", hi: "/hi/expert-doctors" },
  ),
  advisors: kind(advisorMarks, { en: englishAdvisor, hi: hindiAdvisor }, { en: "/advisory", hi: "/hi/advisory" }),
  testimonials: kind(testimonialMarks, { en: englishTestimonial, hi: hindiTestimonial }, { en: "/", hi: "/hi" }),
  "gallery photos": kind(
    galleryMarks,
    { en: englishPhoto, hi: hindiPhoto },
    { en: "/about/gallery", hi: "/hi/about/gallery" },
  ),
};

describe.each(Object.entries(kinds))("%s", (_, check) => {
  it("written in English, on a Hindi page: each text's element carries lang=en", () => check("en", "hi", "en"), 30_000);
  it(
    "written in Hindi, on an English page: each text's element carries lang=hi",
    () => check("hi", "en", "hi"),
    30_000,
  );
  it("written in the page's language: nothing carries a lang", async () => {
    await check("en", "en", null);
    await check("hi", "hi", null);
  }, 30_000);
});

describe("what is not staff's text stays unmarked", { timeout: 30_000 }, () => {
  it("news: the list's heading, and the article's date and the way back on its page", async () => {
    await kinds["news and notices"]("en", "hi", "en");
    expect(langOf(screen.getByRole("heading", { level: 1 }))).toBeNull();
    await kinds["news articles"]("en", "hi", "en");
    expect(langOf(screen.getByText("22 नवंबर 2026"))).toBeNull();
    expect(langOf(screen.getByRole("link", { name: /सभी ख़बरें और सूचनाएँ/ }))).toBeNull();
  });

  it("doctors: the labels before the experience and the qualifications", async () => {
    const found = await kinds.doctors("en", "hi", "en");
    expect(langOf(found.experience.parentElement)).toBeNull();
    expect(langOf(found.qualifications.parentElement)).toBeNull();
  });

  it("advisors: the filter's 'All Advisors'", async () => {
    const found = await kinds.advisors("en", "hi", "en");
    expect(found.filterButton.textContent).toBe(englishAdvisor.position);
    const allAdvisors = found.filterButton.parentElement!.firstElementChild!;
    expect(allAdvisors.textContent).toBe(advisoryTexts.hi.allAdvisors);
    expect(langOf(allAdvisors)).toBeNull();
  });

  it("testimonials: the date", async () => {
    await kinds.testimonials("en", "hi", "en");
    expect(langOf(screen.getByText("10 मार्च 2025"))).toBeNull();
  });

  it("photos: the fixed illustrations, while a home slideshow's photo is marked", async () => {
    fetchPhotos.mockResolvedValue([]);
    renderPage(<GalleryPage />, "/hi/about/gallery");
    await waitFor(() => expect(fetchPhotos).toHaveBeenCalled());
    expect(screen.getAllByRole("img")).toHaveLength(10);
    expect(marked()).toEqual([]);
    cleanup();
    fetchPhotos.mockResolvedValue([{ ...hindiPhoto, placement: "awards" }]);
    renderPage(<AwardsShow />, "/");
    await waitFor(() => expect(langOf(screen.getByRole("img", { name: hindiPhoto.image_alt }))).toBe("hi"));
  });
});
