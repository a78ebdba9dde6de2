import { Button, Group, NativeSelect, Text } from "@mantine/core";
import { useExport, useNotification, type HttpError } from "@refinedev/core";
import { IconDownload } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import type { CrudRecord, ExportDeclaration } from "../resources/types";
import { csvUnparseConfig, exportRow, PERSONAL_DATA_NOTICE, PERSONAL_DATA_SCREEN_NOTICE } from "./csvExport";
import { download } from "./download";
import { failureToast } from "./failureToast";

// PostgREST answers at most 1000 rows a request (docs/architecture.md), so pages of 500 stay below.
const EXPORT_PAGE_SIZE = 500;

/** The choice's first value: the declared default, then the preferred one once it is known. */
function useChoice(choice: ExportDeclaration["choice"]) {
  const [chosen, setChosen] = useState(choice?.defaultValue ?? "");
  const [extra, setExtra] = useState<string | null>(null);
  const touched = useRef(false);
  useEffect(() => {
    let live = true;
    choice?.preferred?.().then(
      (value) => {
        if (!live || !value || touched.current) return;
        if (!choice.options.some((option) => option.value === value)) setExtra(value);
        setChosen(value);
      },
      (error: unknown) => console.error("The export's first choice failed", error),
    );
    return () => {
      live = false;
    };
  }, [choice]);
  const options = choice ? [...(extra ? [{ value: extra, label: extra }] : []), ...choice.options] : [];
  const choose = (value: string) => {
    touched.current = true;
    setChosen(value);
  };
  return { chosen, choose, options };
}

/**
 * Downloads every row of a declared resource as CSV, through Refine's useExport. A file of a table
 * with personal data says so on its first line (PERSONAL_DATA_NOTICE), before the header, unless it
 * is an outside template (Form 10BD), whose header must come first: then the screen says it.
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
  const { chosen, choose, options } = useChoice(choice);
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
  const noticeInFile = personalData && !declaration.template;
  // useExport downloads nothing when no row matches; say so rather than do nothing.
  const exportAll = async () => {
    const csv = await triggerExport();
    const { empty } = declaration;
    if (csv === "") open?.({ type: "success", message: typeof empty === "string" ? empty : empty(chosen) });
    if (!csv) return;
    const text = noticeInFile ? `${PERSONAL_DATA_NOTICE}\r\n${csv}` : csv;
    const fileName = `${declaration.fileName}${chosenFilter ? `-${chosen}` : ""}-${new Date().toISOString().slice(0, 10)}.csv`;
    // With a byte order mark, as Refine writes it, so that Excel reads the file as UTF-8 (₹, Hindi names).
    download(`\uFEFF${text}`, fileName, "text/csv;charset=utf8;");
  };
  const button = (
    <Button variant="outline" leftIcon={<IconDownload size={18} />} loading={isLoading} onClick={exportAll}>
      {declaration.buttonLabel}
    </Button>
  );
  const screenNotice = personalData && declaration.template && (
    <Text size="xs" sx={(theme) => ({ color: theme.colors.gray[7], maxWidth: 320 })} data-testid="export-notice">
      {PERSONAL_DATA_SCREEN_NOTICE}
    </Text>
  );
  if (!choice)
    return (
      <Group spacing="xs" align="flex-end">
        {button}
        {screenNotice}
      </Group>
    );
  return (
    <Group spacing="xs" align="flex-end">
      <NativeSelect
        label={choice.label}
        data={options}
        value={chosen}
        onChange={(e) => choose(e.currentTarget.value)}
      />
      {button}
      {screenNotice}
    </Group>
  );
}
