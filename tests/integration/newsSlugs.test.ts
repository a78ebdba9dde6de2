import { beforeAll, describe, expect, it } from "vitest";
import { client, nonStaffClient, serviceClient, staffClient, useBackend, type Client } from "./backend";

// Every article's permanent address /notice/<slug> (docs/product.md#in-the-news): the server makes
// the slug from the title, keeps it unique and keeps it when the title changes; staff may edit it.
const handle = useBackend();
let staff: Client;
beforeAll(async () => {
  staff = await staffClient(handle.backend);
});

const article = (title: string, extra: Record<string, string> = {}) => ({
  title,
  source: "Slug Times",
  date: "2026-11-20",
  excerpt: "e",
  content: "c",
  ...extra,
});

async function create(title: string, extra: Record<string, string> = {}) {
  const { data, error } = await staff.from("news_articles").insert(article(title, extra)).select("*").single();
  if (error) throw new Error(error.message);
  return data;
}

describe("news article slugs", () => {
  it("every seeded article has its own slug, made from its title", async () => {
    const { data } = await client(handle.backend).from("news_articles").select("title, slug");
    expect(data!.length).toBeGreaterThan(0);
    expect(new Set(data!.map((row) => row.slug)).size).toBe(data!.length);
    const opening = data!.find((row) => row.title.startsWith("Sensory-friendly play area"));
    expect(opening?.slug).toBe("sensory-friendly-play-area-opens-at-our-prayagraj-centre");
    const partners = data!.find((row) => row.title.startsWith("Foundation partners with district hospital"));
    expect(partners?.slug).toBe("foundation-partners-with-district-hospital-for-early");
  });

  it.each([
    ["World Autism Day: 2 April!", "world-autism-day-2-april"],
    ["Children's Café & Crèche reopen", "childrens-cafe-and-creche-reopen"],
    ["  --Spaces   and ... dots--  ", "spaces-and-dots"],
    ["ऑटिज़्म जागरूकता दिवस 2026", "2026"],
    ["ऑटिज़्म जागरूकता दिवस", "news-2026-11-20"],
  ])("makes %j into %j", async (title, slug) => {
    expect((await create(title)).slug).toMatch(new RegExp(`^${slug}(-\\d+)?$`));
  });

  it("cuts a long title after the last whole word within 60 characters", async () => {
    const { slug } = await create("Volunteers from the university join weekend therapy sessions in Naini");
    expect(slug).toBe("volunteers-from-the-university-join-weekend-therapy-sessions");
    const words = await create(`${"word ".repeat(30)}end`);
    expect(words.slug).toBe(`word${"-word".repeat(11)}`);
    const oneWord = await create("x".repeat(70));
    expect(oneWord.slug).toBe("x".repeat(60));
  });

  it("numbers a second article with the same title, in one insert or in two", async () => {
    const first = await create("Annual day at the centre");
    const second = await create("Annual Day at the Centre!");
    expect([first.slug, second.slug]).toEqual(["annual-day-at-the-centre", "annual-day-at-the-centre-2"]);
    const { data, error } = await staff
      .from("news_articles")
      .insert([article("Sports day"), article("Sports day"), article("Sports day")])
      .select("slug");
    expect(error).toBeNull();
    expect(data!.map((row) => row.slug)).toEqual(["sports-day", "sports-day-2", "sports-day-3"]);
  });

  it("keeps the slug when staff change the title", async () => {
    const created = await create("Music therapy week");
    const { data, error } = await staff
      .from("news_articles")
      .update({ title: "Music therapy fortnight" })
      .eq("id", created.id)
      .select("title, slug")
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: "Music therapy fortnight", slug: "music-therapy-week" });
  });

  it("lets staff set and edit a slug, and makes one from the title when they empty it", async () => {
    const created = await create("स्पीच थेरेपी शिविर", { slug: "speech-therapy-camp" });
    expect(created.slug).toBe("speech-therapy-camp");
    const edited = await staff
      .from("news_articles")
      .update({ slug: "speech-camp-2026" })
      .eq("id", created.id)
      .select("slug")
      .single();
    expect(edited.data?.slug).toBe("speech-camp-2026");
    const emptied = await staff
      .from("news_articles")
      .update({ title: "Speech camp", slug: null as unknown as string })
      .eq("id", created.id)
      .select("slug")
      .single();
    expect(emptied.error).toBeNull();
    expect(emptied.data?.slug).toBe("speech-camp");
  });

  it.each([
    ["Upper-Case", /slug: up to 80 lowercase letters, digits and single hyphens/],
    ["two--hyphens", /slug: up to 80 lowercase letters, digits and single hyphens/],
    ["-leading", /slug: up to 80 lowercase letters, digits and single hyphens/],
    ["with space", /slug: up to 80 lowercase letters, digits and single hyphens/],
    ["हिंदी", /slug: up to 80 lowercase letters, digits and single hyphens/],
    ["a".repeat(81), /slug: up to 80 lowercase/],
  ])("refuses the slug %j with a clear error", async (slug, message) => {
    const { data, error } = await staff.from("news_articles").insert(article("Bad slug", { slug })).select("id");
    expect(data).toBeNull();
    expect(error?.message).toMatch(message);
  });

  it("refuses a slug another article already has, on insert and on edit", async () => {
    await create("Taken", { slug: "taken-slug" });
    const other = await create("Other");
    const insert = await staff
      .from("news_articles")
      .insert(article("Again", { slug: "taken-slug" }))
      .select("id");
    expect(insert.error?.message).toMatch(/slug is already used by another article/);
    const update = await staff.from("news_articles").update({ slug: "taken-slug" }).eq("id", other.id).select("id");
    expect(update.error?.message).toMatch(/slug is already used by another article/);
  });

  it("only staff write slugs; the service role's inserts get one too", async () => {
    const { data: target } = await client(handle.backend).from("news_articles").select("id, slug").limit(1).single();
    const user = await nonStaffClient(handle.backend);
    const { data: changed } = await user
      .from("news_articles")
      .update({ slug: "hijacked" })
      .eq("id", target!.id)
      .select("id");
    expect(changed ?? []).toEqual([]);
    const { data: after } = await client(handle.backend).from("news_articles").select("slug").eq("id", target!.id);
    expect(after![0].slug).toBe(target!.slug);
    const { data: service } = await serviceClient(handle.backend)
      .from("news_articles")
      .insert(article("Made by a script"))
      .select("slug")
      .single();
    expect(service?.slug).toBe("made-by-a-script");
  });
});
