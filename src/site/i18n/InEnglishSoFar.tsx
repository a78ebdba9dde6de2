import { Text } from "@mantine/core";
import { inEnglishSoFar } from "../../lib/translatable";
import { useLanguage, useTexts } from "./LanguageContext";
import { englishSoFarTexts } from "./englishSoFarTexts";

/**
 * On a Hindi page, one short Hindi line under an item shown in English for want of its Hindi
 * (src/lib/translatable.ts decides); nothing otherwise. The English itself is marked `lang="en"` by
 * `useContentLang` where it is shown.
 */
export function InEnglishSoFar({ row, mt }: { row: object; mt?: "xs" | "sm" }) {
  const texts = useTexts(englishSoFarTexts);
  const language = useLanguage();
  if (!inEnglishSoFar(row, language)) return null;
  return (
    <Text component="p" size="sm" color="gray.8" mt={mt} mb={0} data-english-so-far="">
      {texts.note}
    </Text>
  );
}
