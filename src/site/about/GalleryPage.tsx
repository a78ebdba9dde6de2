import { useState } from "react";
import { usePublishedData } from "../publishedData";
import { photosOf } from "../photos/photosData";
import { responsiveSources } from "../shared/responsiveImage";
import { useTexts } from "../i18n/LanguageContext";
import {
  galleryIllustrations,
  galleryImageSize,
  galleryTexts,
  type GalleryImage,
  type GalleryTexts,
} from "./galleryTexts";
import { GalleryTile } from "./GalleryTile";
import { DetailModal } from "../shared/DetailModal";
import { PageFrame } from "../shared/PageFrame";
import { CardGrid } from "../shared/CardGrid";
import { PhotoImage } from "../shared/PhotoImage";

// The first row is in view on arrival; the rest wait until the reader scrolls.
const eagerCount = 3;

/**
 * The active gallery photos staff manage, as they wrote their captions; the fixed illustrations
 * until they load, or if there are none.
 */
function useGalleryImages(texts: GalleryTexts): readonly GalleryImage[] {
  const photos = usePublishedData("photos");
  const gallery = photos.status === "ready" ? photosOf(photos.data, "gallery") : [];
  if (gallery.length === 0) return galleryIllustrations(texts);
  return gallery.map((photo) => ({
    ...responsiveSources(photo.image_url, photo.image_small_url, photo.image_width, photo.image_height),
    alt: photo.image_alt,
    caption: photo.caption ?? photo.image_alt,
    width: photo.image_width,
    height: photo.image_height,
  }));
}

export default function GalleryPage() {
  const galleryPage = useTexts(galleryTexts);
  const images = useGalleryImages(galleryPage);
  const [selected, setSelected] = useState<GalleryImage | null>(null);
  return (
    <PageFrame
      title={galleryPage.title}
      description={galleryPage.description}
      intro={galleryPage.intro}
      after={
        <DetailModal
          item={selected}
          onClose={() => setSelected(null)}
          title={(image) => image.caption}
          closeLabel={galleryPage.close}
          size="xl"
        >
          {(shown) => (
            <PhotoImage
              photo={shown}
              sizes="(max-width: 900px) 100vw, 900px"
              width={shown.width ?? galleryImageSize.width}
              height={shown.height ?? galleryImageSize.height}
              style={{ display: "block", width: "100%", height: "auto", borderRadius: 8 }}
            />
          )}
        </DetailModal>
      }
    >
      <CardGrid cols={3} spacing="lg">
        {images.map((image, index) => (
          <GalleryTile
            key={image.src}
            image={image}
            eager={index < eagerCount}
            first={index === 0}
            onOpen={setSelected}
          />
        ))}
      </CardGrid>
    </PageFrame>
  );
}
