import type { ResourceProps } from "@refinedev/core";
import { advisoriesResource } from "./advisories";
import { assessmentRequestsResource } from "./assessmentRequests";
import { contactMessagesResource } from "./contactMessages";
import { doctorsResource } from "./doctors";
import { easyReadResource } from "./easyRead";
import { eventRegistrationsResource, eventsResource } from "./events";
import { donationsResource } from "./donations";
import { newsResource } from "./news";
import { noticesResource } from "./notices";
import { pagesResource } from "./pages";
import { photosResource } from "./photos";
import { receiptRequestsResource } from "./receiptRequests";
import { testimonialsResource } from "./testimonials";
import { visitStepsResource } from "./visitSteps";
import type { ResourceDeclaration } from "./types";

/** The admin's content types, in sidebar order. Adding a table means adding one declaration here. */
export const declarations: ResourceDeclaration[] = [
  newsResource,
  noticesResource,
  doctorsResource,
  testimonialsResource,
  advisoriesResource,
  photosResource,
  eventsResource,
  visitStepsResource,
  pagesResource,
  easyReadResource,
  contactMessagesResource,
  receiptRequestsResource,
  assessmentRequestsResource,
  donationsResource,
  eventRegistrationsResource,
];

/** A declaration as Refine knows it: its name and list route. The screens get the declaration itself. */
export function toRefineResource(declaration: ResourceDeclaration): ResourceProps {
  return {
    name: declaration.table,
    list: `/admin/${declaration.path}`,
    meta: { label: declaration.texts.title },
  };
}

export const refineResources: ResourceProps[] = declarations.map(toRefineResource);
