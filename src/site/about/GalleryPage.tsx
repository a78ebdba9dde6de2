import { Container, SimpleGrid } from "@mantine/core";
import { useState } from "react";
import { galleryImages, galleryImageSize, galleryPage, type GalleryImage } from "./galleryContent";
import { usePageHead } from "../shared/usePageHead";
import { GalleryTile } from "./GalleryTile";
import { DetailModal } from "../shared/DetailModal";
import { PageIntro } from "../shared/PageIntro";

// The first row is in view on arrival; the rest wait until the reader scrolls.
const eagerCount = 3;

export default function GalleryPage() {
  usePageHead({ title: galleryPage.title, description: galleryPage.description });
  const [selected, setSelected] = useState<GalleryImage | null>(null);
  return (
    <div>
      <PageIntro title={galleryPage.title}>{galleryPage.intro}</PageIntro>
      <Container size="lg" pb={48}>
        <SimpleGrid
          cols={3}
          spacing="lg"
          breakpoints={[
            { maxWidth: "md", cols: 2 },
            { maxWidth: "xs", cols: 1 },
          ]}
        >
          {galleryImages.map((image, index) => (
            <GalleryTile key={image.src} image={image} eager={index < eagerCount} onOpen={setSelected} />
          ))}
        </SimpleGrid>
      </Container>
      <DetailModal
        item={selected}
        onClose={() => setSelected(null)}
        title={(image) => image.caption}
        closeLabel={galleryPage.close}
        size="xl"
      >
        {(shown) => (
          <img
            src={shown.src}
            alt={shown.alt}
            width={galleryImageSize.width}
            height={galleryImageSize.height}
            style={{ display: "block", width: "100%", height: "auto", borderRadius: 8 }}
          />
        )}
      </DetailModal>
    </div>
  );
}
