import { Box, Container, Group, Text } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { contact, siteTexts, telHref } from "../../config/site";
import { useTexts } from "../i18n/LanguageContext";
import { useComfortMenu } from "./ComfortMenu";
import { topBarLinkStyle as linkStyle } from "./topBarLinkStyle";

export function TopBar() {
  const { tagline } = useTexts(siteTexts);
  const comfort = useComfortMenu();
  return (
    <>
      <Box sx={(theme) => ({ background: theme.colors.brand[8], color: theme.white })}>
        <Container size="xl" py={6}>
          <Group position="apart" spacing="xs">
            <Group spacing="md">
              <Text component="a" href={telHref(contact.phones[0])} size="sm" color="white" sx={linkStyle}>
                <IconPhone size={14} aria-hidden /> {contact.phones[0]}
              </Text>
              <Text component="a" href={`mailto:${contact.email}`} size="sm" color="white" sx={linkStyle}>
                <IconMail size={14} aria-hidden /> {contact.email}
              </Text>
            </Group>
            <Text size="sm" color="white">
              {tagline}
            </Text>
            {comfort.control}
          </Group>
        </Container>
      </Box>
      {comfort.panel}
    </>
  );
}
