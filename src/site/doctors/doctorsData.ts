import { selectFrom, type Selected } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

/** What the doctors' pages read of a doctor: the column list is the type's one source. */
const columns =
  "id, name, image_url, image_small_url, image_width, image_height, image_alt, image_alt_hi, specialty, specialty_hi, experience, qualifications, description, description_hi";
export type PublicDoctor = Selected<"doctors", typeof columns>;

export async function fetchActiveDoctors(): Promise<PublicDoctor[]> {
  return rowsOrThrow(await selectFrom("doctors", columns).eq("is_active", true).order("name", { ascending: true }));
}
