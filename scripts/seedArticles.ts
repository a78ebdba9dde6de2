// Invented news articles for the content benchmark and the performance audit: `count` rows of
// about 2 KB each (title, source, date, excerpt, content), written by the service role.
import type { Backend } from "../supabase/local/backend";
import { nodeClient } from "../supabase/local/nodeClient";
import type { InsertRow } from "../src/lib/database.types";

const BATCH = 500;
const sources = ["Amar Ujala", "Dainik Jagran", "Hindustan Times", "The Times of India"];
const paragraph =
  "Families, therapists and volunteers met at the centre for a day of play, screening and advice. " +
  "Parents asked about speech, movement and school, and took home guides in Hindi and English. ";

const hindiParagraph =
  "परिवार, थेरेपिस्ट और स्वयंसेवक खेल, जाँच और सलाह के एक दिन के लिए केंद्र पर मिले। " +
  "अभिभावकों ने बोलने, चलने-फिरने और स्कूल के बारे में पूछा, और हिन्दी व अंग्रेज़ी में मार्गदर्शिकाएँ ले गए। ";

/** The same article's Hindi (issue 39): its title, excerpt and text, as staff would write them. */
function hindiOf(i: number): Pick<InsertRow<"news_articles">, "title_hi" | "excerpt_hi" | "content_hi"> {
  return {
    title_hi: `सामुदायिक दिवस संख्या ${i + 1} ने परिवारों को जोड़ा`,
    excerpt_hi: `लेख ${i + 1}: प्रयागराज में बच्चों और उनके अभिभावकों के लिए खेल, जाँच और सलाह का एक दिन।`,
    content_hi: Array.from({ length: 10 }, () => hindiParagraph).join("\n\n"),
  };
}

function article(i: number): InsertRow<"news_articles"> {
  // One article a day, going back from the seed's dates, so the list's order is the rows' order.
  const date = new Date(Date.UTC(2026, 6, 1) - i * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `Community day number ${i + 1} brings families together`,
    source: sources[i % sources.length],
    date,
    excerpt: `Article ${i + 1}: a day of play, screening and advice for children and their parents in Prayagraj.`,
    content: Array.from({ length: 10 }, () => paragraph).join("\n\n"),
  };
}

/** Adds `count` articles to the backend's news_articles; with `hindi`, each with its Hindi too. */
export async function seedArticles(
  backend: Pick<Backend, "url" | "secretKey">,
  count: number,
  { hindi = false }: { hindi?: boolean } = {},
): Promise<void> {
  const service = nodeClient(backend.url, backend.secretKey);
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => ({
      ...article(start + k),
      ...(hindi ? hindiOf(start + k) : {}),
    }));
    const { error } = await service.from("news_articles").insert(rows);
    if (error) throw new Error(`could not add articles: ${error.message}`);
  }
}
