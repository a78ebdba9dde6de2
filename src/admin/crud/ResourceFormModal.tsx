import { Button, Group, Modal, Stack } from "@mantine/core";
import type { HttpError } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import type { CrudRecord, EditableResource } from "../resources/types";
import { FieldInput } from "./FieldInput";
import { type FormValues, initialValues, toPayload } from "./formValues";
import { failureToast } from "./failureToast";

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
  const { texts } = declaration;
  const {
    control,
    handleSubmit,
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

  const submit = handleSubmit((values) => onFinish(toPayload(declaration, values, mode)).catch(() => undefined));

  return (
    <Modal opened onClose={onClose} title={mode === "edit" ? texts.editTitle : texts.createTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack spacing="sm">
          {declaration.fields.map((field) => (
            <FieldInput key={field.name} field={field} control={control} />
          ))}
          <Group position="right" mt="md">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formLoading}>
              {mode === "edit" ? "Update" : "Create"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
