import { rest, selectFrom, type Selected } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

// The public reads of 'Your first visit' (docs/product.md#your-first-visit). The database decides
// what a visitor sees: published steps whose time has come (private.make_publishable); nothing here
// filters by status.

const stepColumns =
  "id, title, title_hi, body, body_hi, image_url, image_small_url, image_width, image_height, image_alt, image_alt_hi";
export type PublicVisitStep = Selected<"visit_steps", typeof stepColumns>;

/** The sensory information is the page of this slug in the admin's Pages (it has no address of its own). */
export const sensorySlug = "first-visit-sensory";
const sensoryColumns = "title_en, title_hi, body_en, body_hi";
export type SensoryInformation = Selected<"pages", typeof sensoryColumns>;

export type FirstVisitStory = { steps: PublicVisitStep[]; sensory: SensoryInformation | null };

/** The story's steps in the order staff gave them, and the sensory information (null until staff write it). */
export async function fetchFirstVisitStory(): Promise<FirstVisitStory> {
  const [steps, sensory] = await Promise.all([
    selectFrom("visit_steps", stepColumns)
      .order("position", { ascending: true })
      .order("created_at", { ascending: true })
      .order("id", { ascending: true }),
    rest.from("pages").select(sensoryColumns).eq("slug", sensorySlug).maybeSingle(),
  ]);
  if (sensory.error) throw new Error(sensory.error.message);
  return { steps: rowsOrThrow(steps), sensory: sensory.data };
}
