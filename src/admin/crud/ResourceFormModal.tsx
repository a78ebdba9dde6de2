import { Alert, Box, Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { useEffect, useState } from "react";
import { useMediaStore } from "../images/mediaStore";
import { PendingImages, replacedFiles, uploadPending, UploadError } from "../images/pendingImages";
import { inWords } from "../resources/inWords";
import { type CrudRecord, type EditableResource, type FieldDeclaration, formFields } from "../resources/types";
import { FieldInput } from "./FieldInput";
import { type FormValues, initialValues, toPayload } from "./formValues";
import { failureToast } from "./failureToast";
import { recordableTables, RecordingsSection } from "./RecordingsSection";

interface ResourceFormModalProps {
  declaration: EditableResource;
  /** The record to edit; none to create. */
  record?: CrudRecord;
  onClose: () => void;
}

/**
 * The add/edit modal for any declared resource. Mounted fresh for each opening (the caller keys it),
 * so closing always drops the chosen record and the form's state.
 */
export function ResourceFormModal({ declaration, record, onClose }: ResourceFormModalProps) {
  const mode = record ? "edit" : "create";
  const recorded = record ? (recordableTables[declaration.table]?.(record) ?? null) : null;
  const { texts } = declaration;
  const store = useMediaStore();
  const [pending] = useState(() => new PendingImages());
  const [uploading, setUploading] = useState<string | null>(null);
  useEffect(() => () => pending.release(), [pending]);
  const {
    control,
    handleSubmit,
    watch,
    setError,
    refineCore: { onFinish, formLoading },
  } = useForm<CrudRecord, HttpError, FormValues>({
    defaultValues: initialValues(declaration, record),
    refineCoreProps: {
      resource: declaration.table,
      action: mode,
      id: record?.id,
      redirect: false,
      // The list already holds the record: no second fetch before editing.
      queryOptions: { enabled: false },
      successNotification: () => ({
        type: "success",
        message: mode === "edit" ? texts.updated : texts.created,
      }),
      errorNotification: failureToast(texts.saveFailed),
      onMutationSuccess: onClose,
    },
  });

  // Photos go up first; a failed upload keeps the form as typed, a failed save removes what went up,
  // and a saved edit removes the files its replaced or removed photos used.
  const submit = handleSubmit(async (values) => {
    let upload: Awaited<ReturnType<typeof uploadPending>>;
    try {
      upload = await uploadPending(declaration, values, pending, store, setUploading);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      setError(error.field, { message: error.message });
      return;
    }
    const payload = toPayload(declaration, upload.values, mode);
    try {
      await onFinish(payload);
    } catch {
      await store.remove(upload.uploaded).catch(() => undefined);
      return;
    }
    if (record) await store.remove(replacedFiles(declaration, record, payload)).catch(console.error);
  });

  const warning = declaration.formWarning?.(watch());
  const hint = declaration.formHint?.(watch());

  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === "edit" ? texts.editTitle : texts.createTitle}
      size={declaration.translatable ? "xl" : "lg"}
    >
      <form onSubmit={submit} noValidate>
        <Stack spacing="sm">
          {record && declaration.details && (
            <Box component="dl" m={0} mb="sm" sx={{ display: "grid", gap: 8 }}>
              {declaration.details.map(({ name, label, format }) => {
                const value = format ? format(record) : inWords(record[name]);
                return (
                  <div key={name}>
                    <Text component="dt" weight={600} size="sm">
                      {label}
                    </Text>
                    <Text component="dd" m={0} sx={{ whiteSpace: "pre-wrap" }}>
                      {value === null || value === undefined || value === "" ? "—" : String(value)}
                    </Text>
                  </div>
                );
              })}
            </Box>
          )}
          {besideTheirHindi(formFields(declaration)).map((fields) => {
            const inputs = fields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                control={control}
                pending={pending}
                uploading={uploading === field.name}
              />
            ));
            // English and हिन्दी side by side, one under the other on a phone.
            return fields.length === 1 ? (
              inputs[0]
            ) : (
              <SimpleGrid key={fields[0].name} cols={2} spacing="sm" breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
                {inputs}
              </SimpleGrid>
            );
          })}
          {hint && (
            <Text size="sm" data-form-hint>
              {hint}
            </Text>
          )}
          {warning && (
            <Alert color="orange" title="Please note" role="status">
              {warning}
            </Alert>
          )}
          <Group position="right" mt="md">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formLoading || uploading !== null}>
              {mode === "edit" ? "Update" : "Create"}
            </Button>
          </Group>
        </Stack>
      </form>
      {recorded && <RecordingsSection {...recorded} />}
    </Modal>
  );
}

/** The form's fields in rows: each alone, but a translatable one with its Hindi twin. */
function besideTheirHindi(fields: ReadonlyArray<FieldDeclaration>): FieldDeclaration[][] {
  const rows: FieldDeclaration[][] = [];
  for (const field of fields) {
    if ("hindiOf" in field && field.hindiOf && rows.length > 0) rows[rows.length - 1].push(field);
    else rows.push([field]);
  }
  return rows;
}
