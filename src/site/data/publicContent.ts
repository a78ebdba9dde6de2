import { rest } from "../../lib/rest";
import type { Advisory, Doctor, NewsArticle, Notice, Testimonial } from "../../lib/database.types";

// The public site's reads (SEED-SPEC.md section 7). Each throws an Error carrying the
// server's message; the page decides whether to show it or fall back to an empty list.

type Result<T> = { data: T[] | null; error: { message: string } | null };

function rowsOrThrow<T>({ data, error }: Result<T>): T[] {
  if (error) throw new Error(error.message);
  return data ?? [];
}

export type PublicDoctor = Pick<
  Doctor,
  "id" | "name" | "image_url" | "specialty" | "experience" | "qualifications" | "description"
>;

export async function fetchActiveDoctors(): Promise<PublicDoctor[]> {
  return rowsOrThrow(
    await rest
      .from("doctors")
      .select("id, name, image_url, specialty, experience, qualifications, description")
      .eq("is_active", true)
      .order("name", { ascending: true }),
  );
}

export async function fetchNewsArticles(): Promise<NewsArticle[]> {
  return rowsOrThrow(await rest.from("news_articles").select("*").order("date", { ascending: false }));
}

export async function fetchActiveNotices(): Promise<Notice[]> {
  return rowsOrThrow(
    await rest.from("notices").select("*").eq("is_active", true).order("priority", { ascending: false }),
  );
}

export async function fetchTestimonials(): Promise<Testimonial[]> {
  return rowsOrThrow(await rest.from("testimonials").select("*").order("created_at", { ascending: false }));
}

/** All advisories the caller may see; the page keeps the active ones (the spec filters in the browser). */
export async function fetchAdvisories(): Promise<Advisory[]> {
  return rowsOrThrow(await rest.from("advisories").select("*").order("created_at", { ascending: false }));
}
