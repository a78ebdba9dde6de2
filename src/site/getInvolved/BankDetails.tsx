import { Group, Text, Title } from "@mantine/core";
import { bank } from "../../config/site";
import { CopyValueButton } from "./CopyValueButton";
import { donateModal } from "./getInvolvedContent";

type BankKey = keyof typeof donateModal.labels;

// The two values a donor types into a banking app get a copy button.
const copyable: ReadonlySet<BankKey> = new Set<BankKey>(["accountNumber", "ifsc"]);

const rows = (Object.keys(donateModal.labels) as BankKey[]).map((key) => ({
  key,
  label: donateModal.labels[key],
  value: bank[key],
}));

/** The bank transfer details of the donate dialog (docs/product.md), with copy buttons. */
export function BankDetails() {
  return (
    <div>
      <Title order={3} size="h4" mb="sm">
        {donateModal.bankHeading}
      </Title>
      <dl style={{ margin: 0 }}>
        {rows.map((row) => (
          <div key={row.key} style={{ marginBottom: 8 }}>
            <Text component="dt" size="sm" color="dimmed">
              {row.label}
            </Text>
            <dd style={{ margin: 0 }}>
              <Group spacing="xs" position="apart">
                <Text weight={600} sx={{ overflowWrap: "anywhere" }}>
                  {row.value}
                </Text>
                {copyable.has(row.key) && <CopyValueButton value={row.value.replace(/\s/g, "")} label={row.label} />}
              </Group>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
