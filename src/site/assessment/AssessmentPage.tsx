import { EasyReadLink } from "../easyRead/EasyReadLink";
import { useTexts } from "../i18n/LanguageContext";
import { FormPage } from "../shared/FormPage";
import { assessmentTexts } from "./assessmentTexts";
import { AssessmentForm } from "./AssessmentForm";
import { CallbackForm } from "./CallbackForm";

/** /assessment and /hi/assessment: a parent asks for their child to be seen (docs/product.md#assessment-request). */
export default function AssessmentPage() {
  return (
    // "Ask us to call you instead" first, for a parent who does not want to type.
    <FormPage texts={useTexts(assessmentTexts)} before={<CallbackForm />} aside={<EasyReadLink slug="assessment" />}>
      <AssessmentForm />
    </FormPage>
  );
}
