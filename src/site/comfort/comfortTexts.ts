import { localized } from "../i18n/language";

// Fixed texts of the comfort settings (docs/product.md#comfort-settings): the header's control
// and panel's frame, in every page's code; the controls' and the page's own are in
// comfortPageTexts.ts, loaded with them.

const en = {
  /** The header's control, and the /comfort page's title. */
  title: "Comfort settings",
  panelLabel: "Comfort settings",
  allSettings: "About these settings",
  close: "Close",
};

export const comfortTexts = localized(en, {
  title: "पढ़ने की सुविधा",
  panelLabel: "पढ़ने की सुविधा",
  allSettings: "इन सेटिंग के बारे में",
  close: "बंद करें",
});
