import { Box, Button, Container, createStyles, Group, Text, Title } from "@mantine/core";
import { EasyReadLink } from "../easyRead/EasyReadLink";
import { Link } from "../i18n/links";
import { paths } from "../paths";
import { useTexts } from "../i18n/LanguageContext";
import { homeTexts } from "./homeTexts";
import { ImpactCounters } from "./ImpactCounters";

const useStyles = createStyles((theme) => ({
  hero: {
    background: `linear-gradient(135deg, ${theme.colors.brand[0]} 0%, ${theme.colors.orange[0]} 100%)`,
    paddingTop: theme.spacing.xl * 2.5,
    paddingBottom: theme.spacing.xl * 2.5,
    [theme.fn.smallerThan("sm")]: { paddingTop: theme.spacing.xl, paddingBottom: theme.spacing.xl },
  },
  title: {
    fontSize: 52,
    lineHeight: 1.1,
    color: theme.colors.brand[9],
    [theme.fn.smallerThan("sm")]: { fontSize: 34 },
  },
  lead: { maxWidth: 640, fontSize: theme.fontSizes.lg },
}));

export function HeroSection() {
  const { classes } = useStyles();
  const { hero } = useTexts(homeTexts);
  return (
    <Box component="section" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg">
        <Text weight={700} color="brand.7" transform="uppercase" size="sm" mb="xs">
          {hero.eyebrow}
        </Text>
        <Title order={1} id="hero-title" className={classes.title}>
          {hero.headline}
        </Title>
        <Text className={classes.lead} mt="md">
          {hero.lead}
        </Text>
        <p>
          <EasyReadLink slug="home" />
        </p>
        <Group mt="xl" spacing="md">
          <Button component={Link} to={paths.services} size="md">
            {hero.primaryAction}
          </Button>
          <Button component={Link} to={paths.getInvolved} size="md" variant="outline">
            {hero.secondaryAction}
          </Button>
          <Button component={Link} to={paths.assessment} size="md" variant="outline">
            {hero.assessmentAction}
          </Button>
        </Group>
        <Box mt={48}>
          <ImpactCounters label={hero.countersLabel} />
        </Box>
      </Container>
    </Box>
  );
}
