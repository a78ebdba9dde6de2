import { createStyles, Paper, Text } from "@mantine/core";
import type { Testimonial } from "../../lib/database.types";
import { homeTexts } from "../home/homeTexts";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { formatLongDate } from "../shared/format";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";

const useStyles = createStyles((theme) => ({
  card: { height: "100%", display: "flex", flexDirection: "column", gap: theme.spacing.sm },
  quote: { flexGrow: 1, margin: 0, fontStyle: "italic" },
}));

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { classes } = useStyles();
  const language = useLanguage();
  const { testimonials: texts } = useTexts(homeTexts);
  const langOf = useContentLang();
  const role = `${testimonial.position}, ${testimonial.company}`;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" className={classes.card} component="figure" m={0}>
      <blockquote className={classes.quote} lang={langOf(testimonial.review)}>
        <Text>“{testimonial.review}”</Text>
      </blockquote>
      <InEnglishSoFar row={testimonial} />
      <figcaption>
        <Text weight={700} lang={langOf(testimonial.name)}>
          {testimonial.name}
        </Text>
        <Text size="sm" color="dimmed" lang={langOf(role)}>
          {role}
        </Text>
        <Text size="sm" color="dimmed">
          {formatLongDate(testimonial.created_at, language) ?? texts.dateMissing}
        </Text>
      </figcaption>
    </Paper>
  );
}
