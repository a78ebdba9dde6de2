import type { ResourceProps } from "@refinedev/core";
import { advisoriesResource } from "./advisories";
import { contactMessagesResource } from "./contactMessages";
import { doctorsResource } from "./doctors";
import { newsResource } from "./news";
import { noticesResource } from "./notices";
import { testimonialsResource } from "./testimonials";
import type { ResourceDeclaration } from "./types";

/** The admin's content types, in sidebar order. Adding a table means adding one declaration here. */
export const declarations: ResourceDeclaration[] = [
  newsResource,
  noticesResource,
  doctorsResource,
  testimonialsResource,
  advisoriesResource,
  contactMessagesResource,
];

/** A declaration as a Refine resource: the declaration travels in `meta.crud`. */
export function toRefineResource(declaration: ResourceDeclaration): ResourceProps {
  return {
    name: declaration.table,
    list: `/admin/${declaration.path}`,
    meta: { label: declaration.texts.title, crud: declaration },
  };
}

export const refineResources: ResourceProps[] = declarations.map(toRefineResource);
