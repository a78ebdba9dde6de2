import { Anchor, Button, Container, Text, Title } from "@mantine/core";
import { CardGrid } from "../shared/CardGrid";
import { IconCalendarEvent, IconHeartHandshake, IconShare, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { EasyReadLink } from "../easyRead/EasyReadLink";
import { Link } from "../i18n/links";
import { languageInfo } from "../i18n/language";
import { useLanguage, useTexts } from "../i18n/LanguageContext";
import { foundation, links } from "../../config/site";
import { paths } from "../paths";
import { donateTexts, getInvolvedTexts, shareTexts } from "./getInvolvedTexts";
import { ExternalLinkButton } from "../shared/ExternalLinkButton";
import { usePageHead } from "../shared/usePageHead";
import { DonateAction } from "./DonateModal";
import { InvolvementCard } from "./InvolvementCard";
import { ParentQuote } from "./ParentQuote";
import { browserShareEnvironment, shareSite } from "./shareSite";

export default function GetInvolvedPage() {
  const language = useLanguage();
  const page = useTexts(getInvolvedTexts);
  const shareCopy = useTexts(shareTexts);
  const { receiptLink } = useTexts(donateTexts);
  usePageHead({ title: page.title, description: page.description });
  const [sharing, setSharing] = useState(false);
  const { donate, volunteer, share, events } = page.cards;

  const onShare = async () => {
    setSharing(true);
    // The site's address in the page's language: the Hindi home page from a Hindi page.
    const url = `${window.location.origin}${languageInfo[language].prefix}`;
    await shareSite({ title: foundation.name, text: shareCopy.text, url }, browserShareEnvironment(), shareCopy);
    setSharing(false);
  };

  return (
    <>
      <Container size="lg" pt={48}>
        <Title order={1} align="center">
          {page.title}
        </Title>
        <Text align="center" size="lg" mx="auto" mt="sm" mb={40} maw={680}>
          {page.lead}
        </Text>
        <Text align="center" mt={-24} mb={40}>
          <EasyReadLink slug="giving" />
        </Text>
        <CardGrid cols={4} spacing="lg">
          <InvolvementCard
            icon={<IconHeartHandshake size={30} />}
            title={donate.title}
            text={donate.text}
            action={<DonateAction label={donate.action} />}
          />
          <InvolvementCard
            icon={<IconUsers size={30} />}
            title={volunteer.title}
            text={volunteer.text}
            action={<ExternalLinkButton href={links.volunteer}>{volunteer.action}</ExternalLinkButton>}
          />
          <InvolvementCard
            icon={<IconShare size={30} />}
            title={share.title}
            text={share.text}
            action={
              <Button onClick={onShare} disabled={sharing}>
                {sharing ? share.busy : share.action}
              </Button>
            }
          />
          <InvolvementCard
            icon={<IconCalendarEvent size={30} />}
            title={events.title}
            text={events.text}
            action={
              <Button component={Link} to={paths.events}>
                {events.action}
              </Button>
            }
          />
        </CardGrid>
        <Text align="center" mt="xl">
          <Anchor component={Link} to={paths.receiptRequest} weight={600}>
            {receiptLink}
          </Anchor>
        </Text>
      </Container>
      <ParentQuote />
    </>
  );
}
