import { Button } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTexts } from "../i18n/LanguageContext";
import { sharedTexts } from "./sharedTexts";

/** A button-styled link to another site, opened in a new tab, which screen readers announce. */
export function ExternalLinkButton({ href, children }: { href: string; children: ReactNode }) {
  const { newTab } = useTexts(sharedTexts);
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      rightIcon={<IconExternalLink size={16} aria-hidden />}
    >
      {children}
      <span className="visually-hidden">{newTab}</span>
    </Button>
  );
}
