import { useNotification, useOne } from "@refinedev/core";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { CrudRecord, ResourceDeclaration } from "../resources/types";

/**
 * `/admin/<path>?id=<id>` opens that record, as the links in staff alerts do (docs/product.md,
 * "Staff alerts"). A record that is gone, or an id that is not one, gets a toast instead.
 * `forget()` takes the id off the address once its dialog closes, so a reload shows the list.
 */
export function useLinkedRecord(declaration: ResourceDeclaration, open: (record: CrudRecord) => void) {
  const [params, setParams] = useSearchParams();
  const id = params.get("id");
  const { open: notify } = useNotification();
  const linked = useOne<CrudRecord>({
    resource: declaration.table,
    id: id ?? "",
    queryOptions: { enabled: !!id, retry: false },
    errorNotification: false,
  });
  const { isSuccess, isError } = linked.query;
  const record = linked.result;

  useEffect(() => {
    if (!id || !(isSuccess || isError)) return;
    if (record) {
      open(record);
      return;
    }
    const what = declaration.kind === "readOnly" ? declaration.texts.readTitle : "Record";
    notify?.({ type: "error", message: `${what} not found: it may have been deleted.` });
    setParams((current) => withoutId(current), { replace: true });
    // Runs once per id when its answer arrives; `open`, `notify` and `setParams` change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, isSuccess, isError, record?.id]);

  return {
    forget: () => {
      if (id) setParams((current) => withoutId(current), { replace: true });
    },
  };
}

function withoutId(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("id");
  return next;
}
