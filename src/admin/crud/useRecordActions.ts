import { useDelete, useUpdate } from "@refinedev/core";
import type { CrudRecord, ResourceDeclaration, ToggleDeclaration } from "../resources/types";
import { failureToast } from "./failureToast";

/** Delete and toggle for one resource, with the declaration's toasts. Refine reloads the list after each. */
export function useRecordActions(declaration: ResourceDeclaration) {
  const { texts, table } = declaration;
  const update = useUpdate();
  const remove = useDelete();

  function toggleRecord(record: CrudRecord, toggle: ToggleDeclaration, onDone?: () => void) {
    const turnOn = !record[toggle.field];
    const values: Record<string, unknown> = { [toggle.field]: turnOn };
    if (declaration.stampsUpdatedAt) values.updated_at = new Date().toISOString();
    update.mutate(
      {
        resource: table,
        id: record.id,
        values,
        mutationMode: "pessimistic",
        successNotification: () => ({ type: "success", message: turnOn ? toggle.turnedOn : toggle.turnedOff }),
        errorNotification: failureToast(toggle.failed),
      },
      { onSettled: onDone },
    );
  }

  function deleteRecord(record: CrudRecord, onDone?: () => void) {
    remove.mutate(
      {
        resource: table,
        id: record.id,
        mutationMode: "pessimistic",
        successNotification: () => ({ type: "success", message: texts.deleted }),
        errorNotification: failureToast(texts.deleteFailed),
      },
      { onSettled: onDone },
    );
  }

  return {
    toggleRecord,
    deleteRecord,
    toggling: update.mutation.isPending ? update.mutation.variables?.id : undefined,
    deleting: remove.mutation.isPending,
  };
}
