import { createStyles, Paper, Text } from "@mantine/core";
import type { Testimonial } from "../../lib/database.types";
import { homeTexts } from "../home/homeTexts";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { formatLongDate } from "../shared/format";

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
      {/* A quote still in English keeps its lang="en" but no "in English so far" line: the home
          page, which shows every testimonial, is at its 14 KB budget (docs/architecture.md#what-staff-write-in-hindi). */}
      <blockquote className={classes.quote} lang={langOf(testimonial.review)}>
        <Text>“{testimonial.review}”</Text>
      </blockquote>
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
