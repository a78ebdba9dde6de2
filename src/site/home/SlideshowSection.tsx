import { Container, SimpleGrid, Text, Title } from "@mantine/core";
import { Slideshow } from "../shared/Slideshow";
import type { SlideImage } from "./homeTexts";

type Props = {
  id: string;
  title: string;
  intro: string;
  slideshowLabel: string;
  images: readonly SlideImage[];
  imageFirst?: boolean;
};

/** A heading and text beside a slideshow (the awards and the therapeutic-world blocks). */
export function SlideshowSection({ id, title, intro, slideshowLabel, images, imageFirst = false }: Props) {
  const text = (
    <div key="text" style={{ alignSelf: "center" }}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      <Text size="lg">{intro}</Text>
    </div>
  );
  const show = <Slideshow key="show" images={images} label={slideshowLabel} />;
  return (
    <section aria-labelledby={id}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={2} spacing={48} breakpoints={[{ maxWidth: "sm", cols: 1, spacing: "lg" }]}>
          {imageFirst ? [show, text] : [text, show]}
        </SimpleGrid>
      </Container>
    </section>
  );
}
