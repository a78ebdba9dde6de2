import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Advisory, NewsArticle, Notice, Testimonial } from "../../../src/lib/database.types";
import GalleryPage from "../../../src/site/about/GalleryPage";
import { fetchAdvisories } from "../../../src/site/advisory/advisoryData";
import AdvisoryPage from "../../../src/site/advisory/AdvisoryPage";
import { fetchActiveDoctors, type PublicDoctor } from "../../../src/site/doctors/doctorsData";
import ExpertDoctorsPage from "../../../src/site/doctors/ExpertDoctorsPage";
import { homeTexts } from "../../../src/site/home/homeContent";
import { TestimonialsSection } from "../../../src/site/home/TestimonialsSection";
import { usePhotoSlides } from "../../../src/site/home/usePhotoSlides";
import { fetchActiveNotices, fetchNewsArticles } from "../../../src/site/news/newsData";
import NewsPage from "../../../src/site/news/NewsPage";
import { fetchActivePhotos, type PublicPhoto } from "../../../src/site/photos/photosData";
import type * as PhotosData from "../../../src/site/photos/photosData";
import { Slideshow } from "../../../src/site/shared/Slideshow";
import { fetchTestimonials } from "../../../src/site/testimonials/testimonialsData";
import { renderPage } from "./renderPage";

// Staff's rows are shown as written (docs/architecture.md#languages), and a screen reader reads
// a text in the page's language unless told otherwise: English content on a /hi page carries
// lang="en", Hindi content on an English page lang="hi", and content in the page's own language
// carries nothing (nor do the fixed texts around it).

vi.mock("../../../src/site/news/newsData", () => ({ fetchNewsArticles: vi.fn(), fetchActiveNotices: vi.fn() }));
vi.mock("../../../src/site/doctors/doctorsData", () => ({ fetchActiveDoctors: vi.fn() }));
vi.mock("../../../src/site/advisory/advisoryData", () => ({ fetchAdvisories: vi.fn() }));
vi.mock("../../../src/site/testimonials/testimonialsData", () => ({ fetchTestimonials: vi.fn() }));
vi.mock("../../../src/site/photos/photosData", async (original) => ({
  ...(await original<typeof PhotosData>()),
  fetchActivePhotos: vi.fn(),
}));
const fetchArticles = vi.mocked(fetchNewsArticles);
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

/** Every element in the document with a lang attribute (the test renders no <html>). */
const marked = () => Array.from(document.body.querySelectorAll("[lang]"));

const langOf = (element: Element | null) => element?.getAttribute("lang") ?? null;

// --- News and notices ---

const stamp = "2026-01-01T00:00:00Z";
const englishArticle: NewsArticle = {
  id: "a",
  title: "Camp draws families",
  source: "Amar Ujala",
  date: "2026-11-22",
  image_url: null,
  image_small_url: null,
  image_width: null,
  image_height: null,
  image_alt: null,
  excerpt: "Families came from six districts.",
  content: "Families came from six districts to the therapy camp.",
  created_at: stamp,
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
const englishNotice: Notice = {
  id: "n1",
  title: "Centre closed on Friday",
  content: "Sessions move to Saturday.",
  type: "warning",
  priority: 9,
  is_active: true,
  created_at: "2026-03-05T06:00:00Z",
  updated_at: stamp,
};
const hindiNotice: Notice = { ...englishNotice, title: "शुक्रवार को सेंटर बंद", content: "सेशन शनिवार को होंगे।" };

function renderNews(path: string, article: NewsArticle, notice: Notice) {
  fetchArticles.mockResolvedValue([article]);
  fetchNotices.mockResolvedValue([notice]);
  const list = path.startsWith("/hi") ? "/hi/notice" : "/notice";
  return renderPage(<NewsPage />, path, [list, `${list}/:slug`]);
}

/** The article's card, its notice, and (at the article's address) its dialog: each text's element. */
async function newsElements(article: NewsArticle, notice: Notice) {
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
}

describe("news and notices", () => {
  it("on a Hindi page, marks English titles, excerpts, sources, notices and the open article lang=en", async () => {
    renderNews(`/hi/notice/${englishArticle.slug}`, englishArticle, englishNotice);
    const found = await newsElements(englishArticle, englishNotice);
    for (const element of Object.values(found)) expect(langOf(element)).toBe("en");
    const dialog = await screen.findByRole("dialog");
    expect(langOf(within(dialog).getByRole("heading", { name: englishArticle.title }))).toBe("en");
    expect(langOf(within(dialog).getByText(englishArticle.content))).toBe("en");
    expect(langOf(within(dialog).getByText(englishArticle.source))).toBe("en");
    // The fixed texts around them are the page's own.
    expect(langOf(screen.getByRole("heading", { level: 1 }))).toBeNull();
    expect(langOf(within(dialog).getByText("22 नवंबर 2026"))).toBeNull();
  });

  it("on an English page, marks Hindi content lang=hi", async () => {
    renderNews(`/notice/${hindiArticle.slug}`, hindiArticle, hindiNotice);
    const found = await newsElements(hindiArticle, hindiNotice);
    for (const element of Object.values(found)) expect(langOf(element)).toBe("hi");
    const dialog = await screen.findByRole("dialog");
    expect(langOf(within(dialog).getByRole("heading", { name: hindiArticle.title }))).toBe("hi");
    expect(langOf(within(dialog).getByText(hindiArticle.content))).toBe("hi");
  });

  it("marks nothing when the content is in the page's language", async () => {
    renderNews(`/notice/${englishArticle.slug}`, englishArticle, englishNotice);
    await newsElements(englishArticle, englishNotice);
    await screen.findByRole("dialog");
    expect(marked()).toEqual([]);
  });

  it("marks nothing when Hindi content is on a Hindi page", async () => {
    renderNews(`/hi/notice/${hindiArticle.slug}`, hindiArticle, hindiNotice);
    await newsElements(hindiArticle, hindiNotice);
    await screen.findByRole("dialog");
    expect(marked()).toEqual([]);
  });
});

// --- Doctors ---

const englishDoctor: PublicDoctor = {
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

async function doctorElements(doctor: PublicDoctor) {
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
}

describe("doctors", () => {
  it("on a Hindi page, marks an English doctor's name, photo, specialty, experience, qualifications and bio lang=en", async () => {
    fetchDoctors.mockResolvedValue([englishDoctor]);
    renderPage(<ExpertDoctorsPage />, "/hi/expert-doctors");
    const found = await doctorElements(englishDoctor);
    for (const element of Object.values(found)) expect(langOf(element)).toBe("en");
    // The labels before the experience and qualifications stay the page's.
    expect(langOf(found.experience.parentElement)).toBeNull();
  });

  it("on an English page, marks a Hindi doctor's texts lang=hi", async () => {
    fetchDoctors.mockResolvedValue([hindiDoctor]);
    renderPage(<ExpertDoctorsPage />, "/expert-doctors");
    const found = await doctorElements(hindiDoctor);
    for (const element of Object.values(found)) expect(langOf(element)).toBe("hi");
  });

  it("marks nothing when the doctors are written in the page's language", async () => {
    fetchDoctors.mockResolvedValue([englishDoctor]);
    const { unmount } = renderPage(<ExpertDoctorsPage />, "/expert-doctors");
    await doctorElements(englishDoctor);
    expect(marked()).toEqual([]);
    unmount();
    fetchDoctors.mockResolvedValue([hindiDoctor]);
    renderPage(<ExpertDoctorsPage />, "/hi/expert-doctors");
    await doctorElements(hindiDoctor);
    expect(marked()).toEqual([]);
  });
});

// --- Advisors ---

const englishAdvisor: Advisory = {
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
};
const hindiAdvisor: Advisory = {
  ...englishAdvisor,
  name: "प्रिया सिंह",
  position: "फ़ैमिली काउंसलर",
  content: "प्रिया परिवारों की प्यार से मदद करती हैं।",
  image_alt: "अपनी मेज़ पर प्रिया सिंह",
};

async function advisorElements(advisor: Advisory) {
  const name = await screen.findByRole("heading", { level: 2, name: advisor.name });
  const list = screen.getByRole("list");
  // 'All Advisors', then the one position.
  const [allAdvisors, position] = within(screen.getByRole("group")).getAllByRole("button");
  const found = {
    name,
    position: within(list).getByText(advisor.position),
    content: within(list).getByText(advisor.content),
    filterButton: position,
  };
  fireEvent.click(within(name).getByRole("button"));
  const dialog = await screen.findByRole("dialog");
  return {
    allAdvisors,
    ...found,
    dialogTitle: within(dialog).getByRole("heading", { name: advisor.name }),
    dialogPhoto: within(dialog).getByRole("img", { name: advisor.image_alt! }),
    dialogPosition: within(dialog).getByText(advisor.position),
    dialogContent: within(dialog).getByText(advisor.content),
  };
}

describe("advisors", () => {
  it("on a Hindi page, marks an English advisor's texts, the filter's position and the dialog lang=en", async () => {
    fetchAll.mockResolvedValue([englishAdvisor]);
    renderPage(<AdvisoryPage />, "/hi/advisory");
    const { allAdvisors, ...found } = await advisorElements(englishAdvisor);
    expect(found.filterButton.textContent).toBe(englishAdvisor.position);
    for (const element of Object.values(found)) expect(langOf(element)).toBe("en");
    // 'All Advisors' is a fixed text.
    expect(langOf(allAdvisors)).toBeNull();
  });

  it("on an English page, marks a Hindi advisor's texts lang=hi, and nothing on a Hindi page", async () => {
    fetchAll.mockResolvedValue([hindiAdvisor]);
    const { unmount } = renderPage(<AdvisoryPage />, "/advisory");
    const { allAdvisors, ...found } = await advisorElements(hindiAdvisor);
    expect(langOf(allAdvisors)).toBeNull();
    for (const element of Object.values(found)) expect(langOf(element)).toBe("hi");
    unmount();
    renderPage(<AdvisoryPage />, "/hi/advisory");
    await advisorElements(hindiAdvisor);
    await waitFor(() => expect(marked()).toEqual([]));
  });

  it("marks nothing when an English advisor is on an English page", async () => {
    fetchAll.mockResolvedValue([englishAdvisor]);
    renderPage(<AdvisoryPage />, "/advisory");
    await advisorElements(englishAdvisor);
    expect(marked()).toEqual([]);
  });
});

// --- Testimonials ---

const englishTestimonial: Testimonial = {
  id: "t1",
  name: "Meena Gupta",
  position: "Mother",
  company: "Civil Lines",
  review: "My son now speaks in full sentences.",
  created_at: "2025-03-10T06:00:00Z",
};
const hindiTestimonial: Testimonial = {
  ...englishTestimonial,
  name: "मीना गुप्ता",
  position: "माँ",
  company: "सिविल लाइंस",
  review: "मेरा बेटा अब पूरे वाक्य बोलता है।",
};

async function testimonialElements(testimonial: Testimonial) {
  const quote = (await screen.findByText(`“${testimonial.review}”`)).closest("blockquote")!;
  const card = quote.closest("figure")!;
  return {
    quote,
    name: within(card).getByText(testimonial.name),
    role: within(card).getByText(`${testimonial.position}, ${testimonial.company}`),
  };
}

describe("testimonials", () => {
  it("on a Hindi page, marks an English quote, name and role lang=en, not the date", async () => {
    fetchReviews.mockResolvedValue([englishTestimonial]);
    renderPage(<TestimonialsSection />, "/hi");
    const found = await testimonialElements(englishTestimonial);
    for (const element of Object.values(found)) expect(langOf(element)).toBe("en");
    expect(langOf(screen.getByText("10 मार्च 2025"))).toBeNull();
  });

  it("on an English page, marks a Hindi testimonial lang=hi", async () => {
    fetchReviews.mockResolvedValue([hindiTestimonial]);
    renderPage(<TestimonialsSection />, "/");
    const found = await testimonialElements(hindiTestimonial);
    for (const element of Object.values(found)) expect(langOf(element)).toBe("hi");
  });

  it("marks nothing when the testimonial is in the page's language", async () => {
    fetchReviews.mockResolvedValue([englishTestimonial]);
    const { unmount } = renderPage(<TestimonialsSection />, "/");
    await testimonialElements(englishTestimonial);
    expect(marked()).toEqual([]);
    unmount();
    fetchReviews.mockResolvedValue([hindiTestimonial]);
    renderPage(<TestimonialsSection />, "/hi");
    await testimonialElements(hindiTestimonial);
    expect(marked()).toEqual([]);
  });
});

// --- Photos ---

const englishPhoto: PublicPhoto = {
  id: "g1",
  image_url: "https://example.org/g1.webp",
  image_small_url: null,
  width: 1600,
  height: 1200,
  alt_text: "Children painting a wall",
  caption: "Art day",
  placement: "gallery",
};
const hindiPhoto: PublicPhoto = { ...englishPhoto, alt_text: "दीवार पर चित्र बनाते बच्चे", caption: "चित्रकारी का दिन" };

describe("photos", { timeout: 30_000 }, () => {
  it("on a Hindi page, marks an English photo's alt text, caption and larger view lang=en", async () => {
    fetchPhotos.mockResolvedValue([englishPhoto]);
    renderPage(<GalleryPage />, "/hi/about/gallery");
    const photo = await screen.findByRole("img", { name: englishPhoto.alt_text });
    expect(langOf(photo)).toBe("en");
    expect(langOf(screen.getByText(englishPhoto.caption!))).toBe("en");
    fireEvent.click(photo.closest("button")!);
    const dialog = await screen.findByRole("dialog");
    expect(langOf(within(dialog).getByRole("heading", { name: englishPhoto.caption! }))).toBe("en");
    expect(langOf(within(dialog).getByRole("img", { name: englishPhoto.alt_text }))).toBe("en");
  });

  it("on an English page, marks a Hindi photo's texts lang=hi; a slideshow's photo too", async () => {
    fetchPhotos.mockResolvedValue([hindiPhoto, { ...hindiPhoto, id: "a1", placement: "awards" }]);
    const { unmount } = renderPage(<GalleryPage />, "/about/gallery");
    const photo = await screen.findByRole("img", { name: hindiPhoto.alt_text });
    expect(langOf(photo)).toBe("hi");
    expect(langOf(screen.getByText(hindiPhoto.caption!))).toBe("hi");
    unmount();
    renderPage(<AwardsShow />, "/");
    await waitFor(() => expect(langOf(screen.getByRole("img", { name: hindiPhoto.alt_text }))).toBe("hi"));
  });

  it("marks neither photos in the page's language nor the fixed illustrations", async () => {
    fetchPhotos.mockResolvedValue([englishPhoto]);
    const { unmount } = renderPage(<GalleryPage />, "/about/gallery");
    await screen.findByRole("img", { name: englishPhoto.alt_text });
    expect(marked()).toEqual([]);
    unmount();
    fetchPhotos.mockResolvedValue([]);
    renderPage(<GalleryPage />, "/hi/about/gallery");
    await waitFor(() => expect(fetchPhotos).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole("img")).toHaveLength(10);
    expect(marked()).toEqual([]);
  });
});

function AwardsShow() {
  return <Slideshow images={usePhotoSlides("awards", homeTexts.en.awards.images)} label="Awards" />;
}
