import { useCustomMutation, useDelete, useInvalidate, useNotification, useUpdate } from "@refinedev/core";
import { useState } from "react";
import type { CrudRecord, ResourceDeclaration, RowAction, ToggleDeclaration } from "../resources/types";
import { useMediaStore } from "../images/mediaStore";
import { filesOf } from "../images/pendingImages";
import { failureToast } from "./failureToast";

export type Direction = "up" | "down";

/** Delete, toggle, move and the declared row actions for one resource, with the declaration's toasts. The list reloads after each. */
export function useRecordActions(declaration: ResourceDeclaration) {
  const { texts, table } = declaration;
  const update = useUpdate();
  const remove = useDelete();
  const move = useCustomMutation();
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const store = useMediaStore();
  const [acting, setActing] = useState<string | null>(null);

  async function runAction(record: CrudRecord, action: RowAction, onDone?: () => void) {
    setActing(record.id);
    try {
      notify?.({ type: "success", message: await action.run(record) });
    } catch (error) {
      console.error(error);
      notify?.({ type: "error", message: action.failed, description: (error as Error).message });
    } finally {
      setActing(null);
      onDone?.();
      void invalidate({ resource: table, invalidates: ["list"] });
    }
  }

  function moveRecord(record: CrudRecord, direction: Direction) {
    const reorder = declaration.reorder;
    if (!reorder) return;
    move.mutate(
      {
        url: `rpc/${reorder.procedure}`,
        method: "post",
        values: { [reorder.idArgument]: record.id, direction },
        errorNotification: failureToast(reorder.failed),
      },
      {
        // The procedure answers a bare boolean, which Refine's types (records only) cannot name.
        onSuccess: ({ data }) => {
          const moved = (data as unknown) === true;
          const message = moved
            ? direction === "up"
              ? reorder.movedUp
              : reorder.movedDown
            : direction === "up"
              ? reorder.alreadyFirst
              : reorder.alreadyLast;
          notify?.({ type: "success", message });
          void invalidate({ resource: table, invalidates: ["list"] });
        },
      },
    );
  }

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

  /** One click of a declared step: sets the field to the step's value. */
  function stepRecord(record: CrudRecord, step: { value: string; label: string }) {
    const steps = declaration.steps;
    if (!steps) return;
    const values: Record<string, unknown> = { [steps.field]: step.value };
    if (declaration.stampsUpdatedAt) values.updated_at = new Date().toISOString();
    update.mutate({
      resource: table,
      id: record.id,
      values,
      mutationMode: "pessimistic",
      successNotification: () => ({ type: "success", message: steps.moved(step.label) }),
      errorNotification: failureToast(steps.failed),
    });
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
      {
        onSettled: onDone,
        // Its photos go with the row, so nothing is left orphaned in the bucket.
        onSuccess: () => {
          if (declaration.kind === "editable") store.remove(filesOf(declaration, record)).catch(console.error);
        },
      },
    );
  }

  return {
    toggleRecord,
    stepRecord,
    deleteRecord,
    moveRecord,
    runAction,
    acting,
    moving: move.mutation.isPending,
    toggling: update.mutation.isPending ? update.mutation.variables?.id : undefined,
    deleting: remove.mutation.isPending,
  };
}
