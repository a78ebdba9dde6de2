import { Checkbox, NativeSelect, NumberInput, Textarea, TextInput } from "@mantine/core";
import { type Control, Controller } from "react-hook-form";
import { statusOptions } from "../resources/statusBadge";
import { assertNever, type FieldDeclaration } from "../resources/types";
import type { PendingImages } from "../images/pendingImages";
import { fieldRules, type FormValues } from "./formValues";
import { hindiProps } from "./hindiInput";
import { ImageInput } from "./ImageInput";

interface FieldInputProps {
  field: FieldDeclaration;
  control: Control<FormValues>;
  pending: PendingImages;
  uploading: boolean;
}

/** One declared field as the Mantine input its kind calls for, validated by react-hook-form. */
export function FieldInput({ field, control, pending, uploading }: FieldInputProps) {
  if (field.kind === "image")
    return <ImageInput field={field} control={control} pending={pending} uploading={uploading} />;
  return (
    <Controller
      name={field.name}
      control={control}
      rules={fieldRules(field)}
      render={({ field: input, fieldState }) => {
        const common = {
          label: field.label,
          // A Hindi twin says what it is the Hindi of, and that the English shows until it is written.
          ...("hindiOf" in field && field.hindiOf ? hindiProps(field.hindiOf, field.required) : {}),
          required: field.required,
          error: fieldState.error?.message,
          name: input.name,
          onBlur: input.onBlur,
          ref: input.ref,
        };
        const text = input.value === null || input.value === undefined ? "" : String(input.value);
        switch (field.kind) {
          case "textarea":
            return (
              <Textarea
                {...common}
                placeholder={field.placeholder}
                autosize
                minRows={3}
                maxRows={10}
                value={text}
                onChange={(e) => input.onChange(e.currentTarget.value)}
              />
            );
          case "number":
            return (
              <NumberInput
                {...common}
                min={field.min}
                max={field.max}
                precision={field.decimals}
                value={typeof input.value === "number" ? input.value : undefined}
                onChange={(value) => input.onChange(value ?? "")}
              />
            );
          case "select":
          case "status": {
            // A status is a select of Active and Inactive over a boolean.
            const status = field.kind === "status";
            return (
              <NativeSelect
                {...common}
                data={status ? [...statusOptions] : [...field.options]}
                value={status ? (input.value ? "active" : "inactive") : text}
                onChange={(e) => input.onChange(status ? e.currentTarget.value === "active" : e.currentTarget.value)}
              />
            );
          }
          case "confirm":
            return (
              <Checkbox
                label={field.label}
                description={field.description}
                required={field.required}
                error={fieldState.error?.message}
                name={input.name}
                onBlur={input.onBlur}
                ref={input.ref}
                checked={input.value === true}
                onChange={(e) => input.onChange(e.currentTarget.checked)}
              />
            );
          case "text":
          case "url":
          case "date":
          case "datetime":
            return (
              <TextInput
                {...common}
                placeholder={field.placeholder}
                type={field.kind === "datetime" ? "datetime-local" : field.kind}
                value={text}
                onChange={(e) => input.onChange(e.currentTarget.value)}
              />
            );
          default:
            return assertNever(field);
        }
      }}
    />
  );
}
