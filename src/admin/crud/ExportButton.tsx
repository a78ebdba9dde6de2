import { Button, Group, NativeSelect } from "@mantine/core";
import { useExport, useNotification, type HttpError } from "@refinedev/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { CrudRecord, ExportDeclaration } from "../resources/types";
import { csvUnparseConfig, exportRow } from "./csvExport";
import { failureToast } from "./failureToast";

// PostgREST answers at most 1000 rows a request (docs/architecture.md), so pages of 500 stay below.
const EXPORT_PAGE_SIZE = 500;

/** Downloads every row of a declared resource as CSV, through Refine's useExport. */
export function ExportButton({ table, declaration }: { table: string; declaration: ExportDeclaration }) {
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
    filename: `${declaration.fileName}${chosenFilter ? `-${chosen}` : ""}-${new Date().toISOString().slice(0, 10)}`,
    onError: (error: HttpError) => open?.(failureToast(declaration.failed)(error)),
  });
  // useExport downloads nothing when no row matches; say so rather than do nothing.
  const exportAll = async () => {
    const csv = await triggerExport();
    if (csv === "") open?.({ type: "success", message: declaration.empty });
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
