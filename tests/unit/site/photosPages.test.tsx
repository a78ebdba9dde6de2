import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import GalleryPage from "../../../src/site/about/GalleryPage";
import { homeTexts } from "../../../src/site/home/homeTexts";
import { usePhotoSlides } from "../../../src/site/home/usePhotoSlides";
import { fetchActivePhotos, type PublicPhoto } from "../../../src/site/photos/photosData";
import { Slideshow } from "../../../src/site/shared/Slideshow";
import type * as PhotosData from "../../../src/site/photos/photosData";
import { renderPage } from "./renderPage";

vi.mock("../../../src/site/photos/photosData", async (original) => ({
  ...(await original<typeof PhotosData>()),
  fetchActivePhotos: vi.fn(),
}));
const fetchPhotos = vi.mocked(fetchActivePhotos);

const MEDIA = "https://api.example.org/storage/v1/object/public/media/photos";
const photo = (id: string, placement: PublicPhoto["placement"], caption: string | null): PublicPhoto => ({
  caption_hi: null,
  image_alt_hi: null,
  id,
  image_url: `${MEDIA}/${id}.webp`,
  image_small_url: `${MEDIA}/${id}-small.webp`,
  image_width: 1600,
  image_height: 1200,
  image_alt: `Alt of ${id}`,
  caption,
  placement,
});

beforeEach(() => {
  fetchPhotos.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the gallery reads staff's photos", { timeout: 30_000 }, () => {
  it("shows the active gallery photos in order, with srcset, size, and lazy below the first row", async () => {
    const gallery = ["g1", "g2", "g3", "g4"].map((id) => photo(id, "gallery", id === "g4" ? null : `Caption ${id}`));
    fetchPhotos.mockResolvedValue([photo("a1", "awards", "Award"), ...gallery]);
    renderPage(<GalleryPage />);
    await screen.findByRole("img", { name: "Alt of g1" });
    const images = screen.getAllByRole("img");
    expect(images.map((i) => i.getAttribute("alt"))).toEqual(["Alt of g1", "Alt of g2", "Alt of g3", "Alt of g4"]);
    expect(images[0].getAttribute("srcset")).toBe(`${MEDIA}/g1-small.webp 480w, ${MEDIA}/g1.webp 1600w`);
    expect([images[0].getAttribute("width"), images[0].getAttribute("height")]).toEqual(["1600", "1200"]);
    expect(images.map((i) => i.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "lazy"]);
    // A photo without a caption is named by its alt text.
    fireEvent.click(screen.getByRole("button", { name: "Alt of g4: view larger" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("img", { name: "Alt of g4" }).getAttribute("srcset")).toContain("g4-small.webp");
  });

  it("keeps today's illustrations when there are no gallery photos or they fail to load", async () => {
    fetchPhotos.mockResolvedValue([photo("t1", "therapy", null)]);
    const { unmount } = renderPage(<GalleryPage />);
    await waitFor(() => expect(fetchPhotos).toHaveBeenCalled());
    expect(screen.getAllByRole("img")).toHaveLength(10);
    expect(screen.getAllByRole("img")[0].getAttribute("src")).toBe("/images/gallery/circle-time.svg");
    unmount();
    fetchPhotos.mockRejectedValue(new Error("offline"));
    renderPage(<GalleryPage />);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getAllByRole("img")).toHaveLength(10);
  });
});

function AwardsShow() {
  return <Slideshow images={usePhotoSlides("awards", homeTexts.en.awards.images)} label="Awards" />;
}

describe("the home slideshows read their placement's photos", () => {
  it("the awards slideshow shows the awards photos only, in order, with srcset", async () => {
    fetchPhotos.mockResolvedValue([
      photo("g1", "gallery", null),
      photo("a1", "awards", null),
      photo("a2", "awards", null),
    ]);
    renderPage(<AwardsShow />);
    await waitFor(() =>
      expect(screen.getAllByRole("img", { hidden: true }).map((i) => i.getAttribute("alt"))).toEqual([
        "Alt of a1",
        "Alt of a2",
      ]),
    );
    const first = screen.getAllByRole("img", { hidden: true })[0];
    expect(first.getAttribute("srcset")).toBe(`${MEDIA}/a1-small.webp 480w, ${MEDIA}/a1.webp 1600w`);
    expect(first.getAttribute("loading")).toBe("lazy");
  });

  it("shows the illustrations while loading and when there are none", () => {
    fetchPhotos.mockReturnValue(new Promise(() => {}));
    renderPage(<AwardsShow />);
    expect(screen.getAllByRole("img", { hidden: true }).map((i) => i.getAttribute("src"))).toEqual(
      homeTexts.en.awards.images.map((i) => i.src),
    );
  });
});
