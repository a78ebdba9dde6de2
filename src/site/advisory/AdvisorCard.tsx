import { Badge, createStyles, Text, Title, UnstyledButton, type MantineTheme } from "@mantine/core";
import type { Advisory } from "../../lib/database.types";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { advisoryTexts, defaultAdvisorPhoto } from "./advisoryTexts";
import { RowImage } from "../shared/FallbackImage";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";

const useStyles = createStyles((theme) => ({
  card: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    textAlign: "center",
    height: "100%",
    padding: theme.spacing.lg,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.gray[3]}`,
    background: theme.white,
    boxShadow: theme.shadows.xs,
    transition: "box-shadow 150ms ease, transform 150ms ease",
    "&:hover": { boxShadow: theme.shadows.md, transform: "translateY(-2px)" },
  },
  photo: { width: 112, height: 112, borderRadius: "50%", objectFit: "cover", background: theme.colors.gray[1] },
  // The name is the card's one button; its ::after stretches over the whole card, so a
  // click anywhere opens the details while keyboard and screen-reader users meet one short control.
  open: {
    color: theme.colors.brand[8],
    font: "inherit",
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: theme.radius.md },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${theme.colors.brand[5]}`, outlineOffset: 2 },
  },
}));

/** Dark teal on pale teal: 4.7:1, readable at badge size. */
const availableBadgeStyles = (theme: MantineTheme) => ({
  root: { backgroundColor: theme.colors.teal[0], color: theme.colors.teal[9] },
});

type Props = { advisor: Advisory; onOpen: (advisor: Advisory) => void };

export function AdvisorCard({ advisor, onOpen }: Props) {
  const { classes } = useStyles();
  const advisoryPage = useTexts(advisoryTexts);
  const langOf = useContentLang();
  return (
    <div className={classes.card} role="listitem">
      <RowImage
        row={advisor}
        className={classes.photo}
        sizes="112px"
        fallback={defaultAdvisorPhoto}
        width={112}
        height={112}
      />
      <Title order={2} size="h4" mt="md" lang={langOf(advisor.name)}>
        <UnstyledButton className={classes.open} onClick={() => onOpen(advisor)} aria-haspopup="dialog">
          {advisor.name}
        </UnstyledButton>
      </Title>
      <Text weight={600} color="teal.9" size="sm" lang={langOf(advisor.position)}>
        {advisor.position}
      </Text>
      <Text color="gray.8" size="sm" mt="xs" lineClamp={3} lang={langOf(advisor.content)}>
        {advisor.content}
      </Text>
      <InEnglishSoFar row={advisor} mt="xs" />
      <Badge mt="md" styles={availableBadgeStyles}>
        {advisoryPage.available}
      </Badge>
    </div>
  );
}
