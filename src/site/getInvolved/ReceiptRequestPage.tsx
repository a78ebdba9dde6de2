import { useTexts } from "../i18n/LanguageContext";
import { FormPage } from "../shared/FormPage";
import { receiptRequestTexts } from "./getInvolvedTexts";
import { ReceiptRequestForm } from "./ReceiptRequestForm";

/** /get_involve/80g-receipt: a donor asks for an 80G receipt (docs/product.md#request-an-80g-receipt). */
export default function ReceiptRequestPage() {
  const texts = useTexts(receiptRequestTexts);
  return (
    <FormPage texts={texts} note={texts.privacy}>
      <ReceiptRequestForm />
    </FormPage>
  );
}
