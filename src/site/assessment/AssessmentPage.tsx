import { EasyReadLink } from "../easyRead/EasyReadLink";
import { useTexts } from "../i18n/LanguageContext";
import { FormPage } from "../shared/FormPage";
import { assessmentTexts } from "./assessmentTexts";
import { AssessmentForm } from "./AssessmentForm";

/** /assessment and /hi/assessment: a parent asks for their child to be seen (docs/product.md#assessment-request). */
export default function AssessmentPage() {
  return (
    <FormPage texts={useTexts(assessmentTexts)} aside={<EasyReadLink slug="assessment" />}>
      <AssessmentForm />
    </FormPage>
  );
}
