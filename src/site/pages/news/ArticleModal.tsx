import { Button, Group, Modal, Text, Title } from "@mantine/core";
import type { NewsArticle } from "../../../lib/database.types";
import { newsPage } from "../../content/news";
import { formatLongDate } from "../../lib/format";
import { FallbackImage } from "../shared/FallbackImage";
import { useRetained } from "../shared/useRetained";

type Props = { article: NewsArticle | null; onClose: () => void };

/** The full article; Mantine traps focus, closes on Escape and returns focus to 'Read More'. */
export function ArticleModal({ article, onClose }: Props) {
  const shown = useRetained(article);
  const date = formatLongDate(shown?.date);
  return (
    <Modal
      opened={article !== null}
      onClose={onClose}
      size="xl"
      centered
      closeButtonLabel={newsPage.close}
      title={
        <Title order={2} size="h3" color="brand.8">
          {shown?.title}
        </Title>
      }
    >
      {shown && (
        <>
          <FallbackImage
            src={shown.image_url}
            fallback={newsPage.stockPhoto}
            alt=""
            width={640}
            height={360}
            style={{
              display: "block",
              width: "100%",
              height: "auto",
              aspectRatio: "16 / 9",
              objectFit: "cover",
              borderRadius: 8,
            }}
          />
          <Text size="sm" color="gray.8" mt="md">
            {shown.source}
            {date && (
              <>
                {" · "}
                <time dateTime={shown.date}>{date}</time>
              </>
            )}
          </Text>
          <Text color="gray.9" mt="sm" style={{ whiteSpace: "pre-line" }}>
            {shown.content}
          </Text>
          <Group position="right" mt="xl">
            <Button variant="default" onClick={onClose}>
              {newsPage.close}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
