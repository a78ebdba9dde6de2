import type { Testimonial } from "../../lib/database.types";
import { rest } from "../../lib/rest";
import { rowsOrThrow } from "../shared/rowsOrThrow";

export async function fetchTestimonials(): Promise<Testimonial[]> {
  return rowsOrThrow(await rest.from("testimonials").select("*").order("created_at", { ascending: false }));
}
