import { Text } from "@mantine/core";
import type { NewsArticle } from "../../lib/database.types";
import { articleStockPhoto, newsTexts } from "./newsContent";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { formatLongDate } from "../shared/format";
import { DetailModal } from "../shared/DetailModal";
import { FallbackImage } from "../shared/FallbackImage";
import { paths } from "../paths";
import { rowImage } from "../shared/responsiveImage";

type Props = { article: NewsArticle | null; onClose: () => void };

/** The full article, opened by 'Read More'. */
export function ArticleModal({ article, onClose }: Props) {
  const news = useTexts(newsTexts);
  const language = useLanguage();
  const langOf = useContentLang();
  return (
    <DetailModal
      item={article}
      onClose={onClose}
      title={(a) => a.title}
      closeLabel={news.close}
      size="xl"
      listPath={paths.news}
    >
      {(shown) => {
        const date = formatLongDate(shown.date, language);
        return (
          <>
            <FallbackImage
              {...rowImage(shown)}
              sizes="(max-width: 640px) 100vw, 640px"
              fallback={articleStockPhoto}
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
              <span lang={langOf(shown.source)}>{shown.source}</span>
              {date && (
                <>
                  {" · "}
                  <time dateTime={shown.date}>{date}</time>
                </>
              )}
            </Text>
            <Text color="gray.9" mt="sm" style={{ whiteSpace: "pre-line" }} lang={langOf(shown.content)}>
              {shown.content}
            </Text>
          </>
        );
      }}
    </DetailModal>
  );
}
