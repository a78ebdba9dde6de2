import { Group, Text, Title } from "@mantine/core";
import { bank } from "../../config/site";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { CopyValueButton } from "./CopyValueButton";
import { bankDetailKeys, donateTexts } from "./getInvolvedTexts";

type BankKey = (typeof bankDetailKeys)[number];

// The two values a donor types into a banking app get a copy button.
const copyable: ReadonlySet<BankKey> = new Set<BankKey>(["accountNumber", "ifsc"]);

/** The bank transfer details of the donate dialog (docs/product.md), with copy buttons. */
export function BankDetails() {
  const { bankHeading, labels, accountTypes } = useTexts(donateTexts);
  // The bank's names and codes are spelt in English: a Hindi page marks them so a screen reader
  // reads them so (the account type is translated, and digits need no lang).
  const langOf = useContentLang();
  const value = (key: BankKey) => (key === "accountType" ? accountTypes[bank.accountType] : bank[key]);
  return (
    <div>
      <Title order={3} size="h4" mb="sm">
        {bankHeading}
      </Title>
      <dl style={{ margin: 0 }}>
        {bankDetailKeys.map((key) => (
          <div key={key} style={{ marginBottom: 8 }}>
            <Text component="dt" size="sm" color="dimmed">
              {labels[key]}
            </Text>
            <dd style={{ margin: 0 }}>
              <Group spacing="xs" position="apart">
                <Text weight={600} sx={{ overflowWrap: "anywhere" }} lang={langOf(value(key))}>
                  {value(key)}
                </Text>
                {copyable.has(key) && <CopyValueButton value={value(key).replace(/\s/g, "")} label={labels[key]} />}
              </Group>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
