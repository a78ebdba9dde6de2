import { Button, CopyButton } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTexts } from "../i18n/LanguageContext";
import { donateTexts } from "./getInvolvedTexts";

/**
 * Copies one value (UPI ID, account number, IFSC) and says so: the button's own text changes
 * and a status region announces it to screen readers. Mantine's CopyButton wraps useClipboard.
 */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { copy: copyLabel, copied: copiedLabel } = useTexts(donateTexts);
  return (
    <CopyButton value={value} timeout={4000}>
      {({ copied, copy }) => (
        <>
          <Button
            size="xs"
            variant={copied ? "filled" : "light"}
            leftIcon={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
          >
            {copied ? copiedLabel(label) : copyLabel(label)}
          </Button>
          <span role="status" className="visually-hidden">
            {copied ? copiedLabel(label) : ""}
          </span>
        </>
      )}
    </CopyButton>
  );
}
