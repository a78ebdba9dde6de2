import type { Doctor } from "../../lib/database.types";
import { rest } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

export type PublicDoctor = Pick<
  Doctor,
  | "id"
  | "name"
  | "image_url"
  | "image_small_url"
  | "image_width"
  | "image_height"
  | "image_alt"
  | "specialty"
  | "experience"
  | "qualifications"
  | "description"
>;

export async function fetchActiveDoctors(): Promise<PublicDoctor[]> {
  return rowsOrThrow(
    await rest
      .from("doctors")
      .select(
        "id, name, image_url, image_small_url, image_width, image_height, image_alt, specialty, experience, qualifications, description",
      )
      .eq("is_active", true)
      .order("name", { ascending: true }),
  );
}
