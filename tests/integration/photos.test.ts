import { describe, expect, it } from "vitest";
import { client, nonStaffClient, staffClient, useBackend } from "./backend";

// The photos table's rules in the database (supabase/migrations/20261125013100_baseline.sql, section "Photos and storage").

const handle = useBackend();
const photo = {
  image_url: "https://example.org/photo.webp",
  image_width: 1600,
  image_height: 1200,
  image_alt: "Two children stacking blocks",
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
    [{ image_alt: "  " }, "image_alt must be 1 to 300 characters"],
    [{ placement: "banner" }, "placement must be gallery, awards or therapy"],
    [{ image_url: "javascript:alert(1)" }, "image_url must be a site path or an http(s) URL"],
    [{ image_width: 0 }, "image_width must be 1 to 10000 pixels"],
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

  describe("move_photo", () => {
    const awards = async () => {
      const { data } = await client(handle.backend)
        .from("photos")
        .select("id, image_url")
        .eq("placement", "awards")
        .order("sort_order")
        .order("created_at");
      return data!;
    };

    it("staff move a photo up and down within its placement only", async () => {
      const staff = await staffClient(handle.backend);
      const [first, second, third] = await awards();
      const { data: gallery } = await staff.from("photos").select("sort_order").eq("placement", "gallery");
      const { data: moved, error } = await staff.rpc("move_photo", { photo_id: third.id, direction: "up" });
      expect(error).toBeNull();
      expect(moved).toBe(true);
      expect((await awards()).map((p) => p.id)).toEqual([first.id, third.id, second.id]);
      await staff.rpc("move_photo", { photo_id: first.id, direction: "down" });
      expect((await awards()).map((p) => p.id)).toEqual([third.id, first.id, second.id]);
      expect((await staff.from("photos").select("sort_order").eq("placement", "gallery")).data).toEqual(gallery);
    });

    it("answers false at either end, and changes nothing", async () => {
      const staff = await staffClient(handle.backend);
      const before = await awards();
      expect((await staff.rpc("move_photo", { photo_id: before[0].id, direction: "up" })).data).toBe(false);
      expect((await staff.rpc("move_photo", { photo_id: before[2].id, direction: "down" })).data).toBe(false);
      expect(await awards()).toEqual(before);
    });

    it("refuses visitors, non-staff and a bad direction", async () => {
      const [photo] = await awards();
      const anon = await client(handle.backend).rpc("move_photo", { photo_id: photo.id, direction: "down" });
      expect(anon.error).not.toBeNull();
      const parent = await nonStaffClient(handle.backend);
      const refused = await parent.rpc("move_photo", { photo_id: photo.id, direction: "down" });
      expect(refused.error?.message).toContain("Only staff can reorder photos");
      const staff = await staffClient(handle.backend);
      const bad = await staff.rpc("move_photo", { photo_id: photo.id, direction: "sideways" });
      expect(bad.error?.message).toContain("direction must be up or down");
      expect((await awards())[0].id).toBe(photo.id);
    });
  });
});
