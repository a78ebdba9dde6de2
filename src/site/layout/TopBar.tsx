import { Box, Container, Group, Text } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { contact, siteTexts, telHref } from "../../config/site";
import { useTexts } from "../i18n/LanguageContext";

export function TopBar() {
  const { tagline } = useTexts(siteTexts);
  return (
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
        </Group>
      </Container>
    </Box>
  );
}

const linkStyle = {
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
} as const;
