import { Button, Paper, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { Link } from "../i18n/links";
import { useTexts } from "../i18n/LanguageContext";
import { servicesTexts, type Service } from "./servicesTexts";
import { serviceIcons } from "./serviceIcons";

// 'Read More' is a link to the service's own address, where its dialog opens.
type Props = { service: Service; to: string; linkState: unknown };

export function ServiceCard({ service, to, linkState }: Props) {
  const texts = useTexts(servicesTexts);
  const Icon = serviceIcons[service.id] ?? IconHeart;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      shadow="xs"
      style={{ display: "flex", flexDirection: "column", height: "100%" }}
    >
      <ThemeIcon size={52} radius="xl" variant="light" color="teal" aria-hidden="true">
        <Icon size={28} />
      </ThemeIcon>
      <Title order={2} size="h4" mt="md" mb="xs" color="brand.8">
        {service.title}
      </Title>
      <Text component="p" color="gray.8" my={0} style={{ flexGrow: 1 }}>
        {service.summary}
      </Text>
      <Button component={Link} to={to} state={linkState} variant="light" mt="md" style={{ alignSelf: "flex-start" }}>
        {texts.readMore}
        <span className="visually-hidden">{texts.readMoreAbout(service.title)}</span>
      </Button>
    </Paper>
  );
}
