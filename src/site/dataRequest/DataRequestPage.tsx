import { Anchor, Text } from "@mantine/core";
import { grievanceOfficer, telHref } from "../../config/site";
import { useTexts } from "../i18n/LanguageContext";
import { FormPage } from "../shared/FormPage";
import { DataRequestForm } from "./DataRequestForm";
import { dataRequestTexts } from "./dataRequestTexts";

/**
 * /data-request (docs/product.md#data-requests): a person asks to see, correct or erase their
 * data. The e-mail address and phone number of the Grievance Officer come first, in the
 * prerendered page, so a reader without JavaScript knows how to ask.
 */
export default function DataRequestPage() {
  const texts = useTexts(dataRequestTexts);
  return (
    <FormPage texts={texts}>
      <Text component="p" mt={0} color="gray.9">
        {texts.withoutForm}{" "}
        <Anchor href={`mailto:${grievanceOfficer.email}`} color="brand.8" underline>
          {grievanceOfficer.email}
        </Anchor>
        {" · "}
        <Anchor href={telHref(grievanceOfficer.phone)} color="brand.8" underline>
          {grievanceOfficer.phone}
        </Anchor>
      </Text>
      <DataRequestForm />
    </FormPage>
  );
}
