import type { NewsArticle, Notice } from "../../lib/database.types";
import { rest } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

export async function fetchNewsArticles(): Promise<NewsArticle[]> {
  return rowsOrThrow(await rest.from("news_articles").select("*").order("date", { ascending: false }));
}

export async function fetchActiveNotices(): Promise<Notice[]> {
  return rowsOrThrow(
    await rest.from("notices").select("*").eq("is_active", true).order("priority", { ascending: false }),
  );
}
