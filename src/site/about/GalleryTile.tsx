import { createStyles, UnstyledButton } from "@mantine/core";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { galleryImageSize, galleryTexts, type GalleryImage } from "./galleryTexts";
import { arrivalImage } from "../shared/responsiveImage";
import { PhotoImage } from "../shared/PhotoImage";
import { anyComfortSelector } from "../comfort/comfortSettings";

const useStyles = createStyles((theme) => ({
  tile: {
    position: "relative",
    display: "block",
    width: "100%",
    overflow: "hidden",
    borderRadius: theme.radius.md,
    boxShadow: theme.shadows.sm,
    "&:hover img, &:focus-visible img": { transform: "scale(1.06)" },
    "&:hover figcaption, &:focus-visible figcaption": { background: theme.fn.rgba(theme.colors.brand[9], 0.92) },
  },
  image: {
    display: "block",
    width: "100%",
    height: "auto",
    // Photos come in any shape; the grid keeps the illustrations' 4:3 and crops to fill it.
    aspectRatio: "4 / 3",
    objectFit: "cover",
    transition: "transform 300ms ease",
    "@media (prefers-reduced-motion: reduce)": { transition: "none" },
  },
  caption: {
    position: "absolute",
    insetInline: 0,
    bottom: 0,
    padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
    background: theme.fn.rgba(theme.colors.brand[9], 0.82),
    color: theme.white,
    fontWeight: 600,
    transition: "background 200ms ease",
    // Bigger text or wider spacing may make the caption taller than the photo: under it, not over it.
    [anyComfortSelector]: { position: "static" },
  },
}));

// Three columns in the 1140 px container, two below Mantine's md, one below xs.
const tileSizes = "(max-width: 576px) 100vw, (max-width: 992px) 50vw, 380px";

/** `eager`: on screen when the page arrives; `first`: the page's largest paint, fetched first. */
type Props = { image: GalleryImage; eager: boolean; first: boolean; onOpen: (image: GalleryImage) => void };

/** One gallery image: zooms and deepens its caption on hover or keyboard focus; opens the larger view. */
export function GalleryTile({ image, eager, first, onOpen }: Props) {
  const { classes } = useStyles();
  const { viewLarger } = useTexts(galleryTexts);
  const langOf = useContentLang();
  return (
    <UnstyledButton className={classes.tile} onClick={() => onOpen(image)} aria-label={viewLarger(image.caption)}>
      <figure style={{ margin: 0 }}>
        <PhotoImage
          photo={image}
          sizes={tileSizes}
          className={classes.image}
          width={image.width ?? galleryImageSize.width}
          height={image.height ?? galleryImageSize.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          {...(first ? arrivalImage : {})}
        />
        <figcaption className={classes.caption} lang={langOf(image.caption)}>
          {image.caption}
        </figcaption>
      </figure>
    </UnstyledButton>
  );
}
