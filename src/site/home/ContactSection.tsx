import {
  Anchor,
  Box,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  type CSSObject,
  type MantineTheme,
} from "@mantine/core";
import { IconClock, IconHeadset, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { contact, siteTexts, telHref, whatsapp } from "../../config/site";
import { useTexts } from "../i18n/LanguageContext";
import { sharedTexts } from "../shared/sharedTexts";
import { whatsappLink } from "../shared/whatsapp";
import { ContactForm } from "../contact/ContactForm";
import { EasyReadLink } from "../easyRead/EasyReadLink";
import { homeTexts } from "./homeTexts";
import { HomeSection } from "./HomeSection";

/** The office hours' rows: the day in gray, bold, the hours beside it, as Mantine's Table showed them. */
const officeHoursTable = (theme: MantineTheme): CSSObject => ({
  borderCollapse: "collapse",
  fontSize: theme.fontSizes.sm,
  lineHeight: theme.lineHeight,
  color: theme.black,
  "& th, & td": { padding: "2px 0", textAlign: "left" },
  "& th": { paddingRight: 16, fontWeight: 600, color: theme.colors.gray[7] },
});

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div style={{ display: "flex", gap: 12 }}>
      <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Title order={3} size="h5">
          {label}
        </Title>
        {children}
      </div>
    </div>
  );
}

export function ContactSection() {
  const { contactSection } = useTexts(homeTexts);
  const site = useTexts(siteTexts);
  const { newTab } = useTexts(sharedTexts);
  return (
    <HomeSection headingId="contact-title" title={contactSection.title} intro={contactSection.intro} anchor="contact">
      <p>
        <EasyReadLink slug="contact" />
      </p>
      <SimpleGrid cols={2} spacing={40} breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
        <Stack spacing="lg">
          <Detail icon={<IconMapPin size={20} />} label={contactSection.addressLabel}>
            <Text component="address" sx={{ fontStyle: "normal" }}>
              {site.addressLines.map((line) => (
                <span key={line} style={{ display: "block" }}>
                  {line}
                </span>
              ))}
            </Text>
          </Detail>
          <Detail icon={<IconPhone size={20} />} label={contactSection.phoneLabel}>
            {contact.phones.map((phone) => (
              <Anchor key={phone} href={telHref(phone)} display="block">
                {phone}
              </Anchor>
            ))}
            <Anchor
              href={whatsappLink(whatsapp.number, site.whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
              display="block"
              weight={600}
            >
              {contactSection.whatsapp}
              <span className="visually-hidden">{newTab}</span>
            </Anchor>
          </Detail>
          <Detail icon={<IconMail size={20} />} label={contactSection.emailLabel}>
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
          </Detail>
          <Detail icon={<IconClock size={20} />} label={contactSection.hoursLabel}>
            {/* A plain table, styled as Mantine's Table was: that component's code is not loaded up front for two rows. */}
            <Box component="table" sx={officeHoursTable}>
              <tbody>
                {site.officeHours.map((row) => (
                  <tr key={row.days}>
                    <th scope="row">{row.days}</th>
                    <td>{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Detail>
          <Detail icon={<IconHeadset size={20} />} label={contactSection.helplineLabel}>
            <Anchor href={telHref(contact.helpline)}>{contact.helpline}</Anchor>
          </Detail>
        </Stack>
        <Paper withBorder radius="lg" p="lg" shadow="xs">
          <Title order={3} mb="md">
            {contactSection.formTitle}
          </Title>
          <ContactForm />
        </Paper>
      </SimpleGrid>
    </HomeSection>
  );
}
