import { Button, Group, NativeSelect } from "@mantine/core";
import { useExport, useNotification, type HttpError } from "@refinedev/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { CrudRecord, ExportDeclaration } from "../resources/types";
import { csvUnparseConfig, exportRow, PERSONAL_DATA_NOTICE } from "./csvExport";
import { download } from "./download";
import { failureToast } from "./failureToast";

// PostgREST answers at most 1000 rows a request (docs/architecture.md), so pages of 500 stay below.
const EXPORT_PAGE_SIZE = 500;

/**
 * Downloads every row of a declared resource as CSV, through Refine's useExport. A file of a table
 * with personal data says so on its first line (PERSONAL_DATA_NOTICE), before the header.
 */
export function ExportButton({
  table,
  declaration,
  personalData,
}: {
  table: string;
  declaration: ExportDeclaration;
  personalData: boolean;
}) {
  const { open } = useNotification();
  const { choice } = declaration;
  const [chosen, setChosen] = useState(choice?.defaultValue ?? "");
  const chosenFilter = choice?.filter(chosen) ?? null;
  const { triggerExport, isLoading } = useExport<CrudRecord>({
    resource: table,
    filters: chosenFilter ? [...declaration.filters, chosenFilter] : declaration.filters,
    sorters: declaration.order,
    pageSize: EXPORT_PAGE_SIZE,
    mapData: (record, index) => exportRow(declaration, record, index ?? 0),
    unparseConfig: csvUnparseConfig,
    onError: (error: HttpError) => open?.(failureToast(declaration.failed)(error)),
    // Downloaded below, so that a file of personal data can say so on its first line (Refine's
    // own title leaves a blank line after it).
    download: false,
  });
  // useExport downloads nothing when no row matches; say so rather than do nothing.
  const exportAll = async () => {
    const csv = await triggerExport();
    if (csv === "") open?.({ type: "success", message: declaration.empty });
    if (!csv) return;
    const text = personalData ? `${PERSONAL_DATA_NOTICE}\r\n${csv}` : csv;
    const fileName = `${declaration.fileName}${chosenFilter ? `-${chosen}` : ""}-${new Date().toISOString().slice(0, 10)}.csv`;
    // With a byte order mark, as Refine writes it, so that Excel reads the file as UTF-8 (₹, Hindi names).
    download(`\uFEFF${text}`, fileName, "text/csv;charset=utf8;");
  };
  const button = (
    <Button variant="outline" leftIcon={<IconDownload size={18} />} loading={isLoading} onClick={exportAll}>
      {declaration.buttonLabel}
    </Button>
  );
  if (!choice) return button;
  return (
    <Group spacing="xs" align="flex-end">
      <NativeSelect
        label={choice.label}
        data={[...choice.options]}
        value={chosen}
        onChange={(e) => setChosen(e.currentTarget.value)}
      />
      {button}
    </Group>
  );
}
