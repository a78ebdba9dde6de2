import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue, useDocumentTitle } from "@mantine/hooks";
import { useTable } from "@refinedev/core";
import { IconHistory, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import type { CrudRecord, ResourceDeclaration, RowAction } from "../resources/types";
import { listSelectOf, quickFiltersOf } from "../resources/hindi";
import { AdminLoading } from "../layout/AdminLoading";
import { HistoryModal } from "../publishing/HistoryModal";
import { publishFilters, publishStates, type PublishState } from "../publishing/publishState";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";
import { ExportButton } from "./ExportButton";
import { listSorters, PAGE_SIZE } from "./listQuery";
import { ResourceCard } from "./ResourceCard";
import { ResourceDetailModal } from "./ResourceDetailModal";
import { ResourceFormModal } from "./ResourceFormModal";
import { buildQuickFilters, buildSearchFilters, buildSelectFilters } from "./searchFilter";
import { useLinkedRecord } from "./useLinkedRecord";
import { useRecordActions } from "./useRecordActions";

const SEARCH_DEBOUNCE_MS = 300;

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; record: CrudRecord }
  | { kind: "delete"; record: CrudRecord }
  | { kind: "history"; rowId?: string }
  | { kind: "confirm"; record: CrudRecord; action: RowAction & { confirm: NonNullable<RowAction["confirm"]> } }
  | null;

/** The management screen of any declared resource: list, search, pages, and its dialogs. */
export function ResourceListPage({ declaration }: { declaration: ResourceDeclaration }) {
  const { texts } = declaration;
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The term the list's query was last given: until it is the typed one, the list is not yet its answer.
  const [appliedSearch, setAppliedSearch] = useState("");
  const [quickFilters, setQuickFilters] = useState<string[]>([]);
  const [selectFilters, setSelectFilters] = useState<Record<string, string>>({});
  const [publishFilter, setPublishFilter] = useState<PublishState | "">("");
  const [dialog, setDialog] = useState<Dialog>(null);
  const [formKey, setFormKey] = useState(0);
  const actions = useRecordActions(declaration);
  useDocumentTitle(`${texts.title} · Admin`);

  const { tableQuery, result, currentPage, setCurrentPage, pageCount, setFilters } = useTable<CrudRecord>({
    resource: declaration.table,
    meta: listSelectOf(declaration) ? { select: listSelectOf(declaration) } : undefined,
    pagination: { pageSize: PAGE_SIZE, mode: "server" },
    sorters: { permanent: listSorters(declaration), mode: "server" },
    filters: { mode: "server" },
    syncWithLocation: false,
    errorNotification: (error) => {
      console.error(error);
      return { type: "error", message: texts.fetchFailed(error?.message || "Unknown error") };
    },
  });

  useEffect(() => {
    setFilters(
      [
        ...buildSearchFilters(declaration.searchFields, debouncedSearch),
        ...buildQuickFilters(quickFiltersOf(declaration), quickFilters),
        ...buildSelectFilters(declaration.selectFilters ?? [], selectFilters),
        ...(declaration.publishing ? publishFilters(publishFilter, declaration.publishing.ends) : []),
      ],
      "replace",
    );
    setAppliedSearch(debouncedSearch);
    setCurrentPage(1);
    // Only a new search term or quick filter refetches: the declaration is fixed for this screen, and Refine's
    // setters are not stable across renders, so listing them would refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch, quickFilters, selectFilters, publishFilter]);

  const records = tableQuery.isError ? [] : result.data;
  // Busy while a typed search waits for its turn or any answer is on its way (after an action, the reload).
  const busy = search !== appliedSearch || tableQuery.isFetching;
  const open = (next: Dialog) => {
    setFormKey((k) => k + 1);
    setDialog(next);
  };
  const linked = useLinkedRecord(declaration, (record) => open({ kind: "edit", record }));
  const close = () => {
    setDialog(null);
    linked.forget();
  };

  return (
    <Stack spacing="md">
      <Group position="apart">
        <Title order={1}>{texts.title}</Title>
        <Group spacing="sm">
          {declaration.keepsHistory && (
            <Button variant="default" leftIcon={<IconHistory size={18} />} onClick={() => open({ kind: "history" })}>
              History
            </Button>
          )}
          {declaration.export && (
            <ExportButton
              table={declaration.table}
              declaration={declaration.export}
              personalData={declaration.personalData === true}
            />
          )}
          {declaration.kind === "editable" && declaration.creates !== false && (
            <Button leftIcon={<IconPlus size={18} />} onClick={() => open({ kind: "create" })}>
              {declaration.texts.addButton}
            </Button>
          )}
        </Group>
      </Group>
      <TextInput
        aria-label="Search"
        type="search"
        icon={<IconSearch size={16} />}
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {declaration.publishing && (
        <NativeSelect
          label="Show"
          data={[{ value: "", label: "Every state" }, ...publishStates]}
          value={publishFilter}
          onChange={(e) => setPublishFilter(e.currentTarget.value as PublishState | "")}
          sx={{ maxWidth: 240 }}
        />
      )}
      {quickFiltersOf(declaration).length > 0 && (
        <Checkbox.Group value={quickFilters} onChange={setQuickFilters} aria-label="Filters">
          {quickFiltersOf(declaration).map((filter) => (
            <Checkbox key={filter.label} value={filter.label} label={filter.label} />
          ))}
        </Checkbox.Group>
      )}
      {declaration.selectFilters && (
        <Group spacing="md">
          {declaration.selectFilters.map((filter) => (
            <NativeSelect
              key={filter.field}
              label={filter.label}
              value={selectFilters[filter.field] ?? ""}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setSelectFilters((current) => ({ ...current, [filter.field]: value }));
              }}
              data={[{ value: "", label: "All" }, ...filter.options]}
            />
          ))}
        </Group>
      )}
      <div aria-busy={busy} data-testid="records">
        {tableQuery.isLoading ? (
          <AdminLoading />
        ) : records.length === 0 ? (
          <Text>{texts.emptyList}</Text>
        ) : (
          <SimpleGrid cols={2} breakpoints={[{ maxWidth: "md", cols: 1 }]}>
            {records.map((record) => (
              <ResourceCard
                key={record.id}
                declaration={declaration}
                record={record}
                toggling={actions.toggling === record.id}
                moving={actions.moving}
                acting={actions.acting === record.id}
                onAction={(action) =>
                  action.confirm
                    ? setDialog({ kind: "confirm", record, action: { ...action, confirm: action.confirm } })
                    : void actions.runAction(record, action)
                }
                onMove={(direction) => actions.moveRecord(record, direction)}
                onOpen={() => open({ kind: "edit", record })}
                onToggle={(toggle) => actions.toggleRecord(record, toggle)}
                onStep={(step) => actions.stepRecord(record, step)}
                onDelete={() => setDialog({ kind: "delete", record })}
                onHistory={() => open({ kind: "history", rowId: record.id })}
              />
            ))}
          </SimpleGrid>
        )}
      </div>
      {pageCount > 1 && (
        <Pagination
          page={currentPage}
          onChange={setCurrentPage}
          total={pageCount}
          getItemAriaLabel={(page) =>
            typeof page === "number" ? `Page ${page}` : page === "dots" ? undefined : `${page} page`
          }
        />
      )}
      {dialog?.kind === "create" && declaration.kind === "editable" && (
        <ResourceFormModal key={formKey} declaration={declaration} onClose={close} />
      )}
      {dialog?.kind === "edit" &&
        (declaration.kind === "editable" ? (
          <ResourceFormModal key={formKey} declaration={declaration} record={dialog.record} onClose={close} />
        ) : (
          <ResourceDetailModal declaration={declaration} record={dialog.record} onClose={close} />
        ))}
      {dialog?.kind === "history" && (
        <HistoryModal key={formKey} declaration={declaration} rowId={dialog.rowId} onClose={close} />
      )}
      <ConfirmDeleteDialog
        opened={dialog?.kind === "delete"}
        question={texts.deleteConfirmation}
        busy={actions.deleting}
        onCancel={close}
        onConfirm={() => dialog?.kind === "delete" && actions.deleteRecord(dialog.record, close)}
      />
      <ConfirmDeleteDialog
        opened={dialog?.kind === "confirm"}
        title={dialog?.kind === "confirm" ? dialog.action.confirm.title : ""}
        question={dialog?.kind === "confirm" ? dialog.action.confirm.question : ""}
        confirmLabel={dialog?.kind === "confirm" ? dialog.action.confirm.button : ""}
        busy={actions.acting !== null}
        onCancel={close}
        onConfirm={() => dialog?.kind === "confirm" && void actions.runAction(dialog.record, dialog.action, close)}
      />
    </Stack>
  );
}
