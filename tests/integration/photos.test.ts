import { describe, expect, it } from "vitest";
import { client, staffClient, useBackend } from "./backend";

// The photos table's rules in the database (supabase/migrations/20261123005100_photos.sql).

const handle = useBackend();
const photo = {
  image_url: "https://example.org/photo.webp",
  width: 1600,
  height: 1200,
  alt_text: "Two children stacking blocks",
  placement: "gallery" as const,
  consent_confirmed: true,
};

describe("photos", () => {
  it("visitors read the seeded illustrations per placement, in order", async () => {
    const anon = client(handle.backend);
    const read = (placement: "gallery" | "awards" | "therapy") =>
      anon.from("photos").select("image_url, sort_order").eq("placement", placement).order("sort_order");
    const gallery = await read("gallery");
    expect(gallery.data?.map((p) => p.image_url)).toHaveLength(10);
    expect(gallery.data?.[0].image_url).toBe("/images/gallery/circle-time.svg");
    expect((await read("awards")).data?.map((p) => p.image_url)).toEqual([
      "/images/awards/award-1.svg",
      "/images/awards/award-2.svg",
      "/images/awards/award-3.svg",
    ]);
    expect((await read("therapy")).data).toHaveLength(4);
  });

  it.each([
    [{ consent_confirmed: false }, "consent_confirmed must be true"],
    [{ alt_text: "  " }, "alt_text must be 1 to 300 characters"],
    [{ placement: "banner" }, "placement must be gallery, awards or therapy"],
    [{ image_url: "javascript:alert(1)" }, "image_url must be a site path or an http(s) URL"],
    [{ width: 0 }, "width must be 1 to 10000 pixels"],
  ])("refuses %j with a clear error", async (change, message) => {
    const staff = await staffClient(handle.backend);
    const { error } = await staff.from("photos").insert({ ...photo, ...change } as never);
    expect(error?.message).toContain(message);
  });

  it("accepts a staff photo with consent confirmed", async () => {
    const staff = await staffClient(handle.backend);
    const { error } = await staff.from("photos").insert(photo);
    expect(error).toBeNull();
  });
});
