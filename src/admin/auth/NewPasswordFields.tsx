import { PasswordInput } from "@mantine/core";
import type { UseFormReturn } from "react-hook-form";
import { requiredInput } from "./requiredInput";

/** Stricter than Auth's own minimum of 6 (docs/product.md#settings). */
export const MIN_PASSWORD_LENGTH = 8;

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** 'New password' and 'Confirm new password', with the same rules wherever a password is chosen. */
export function NewPasswordFields({ form }: { form: UseFormReturn<NewPasswordValues> }) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...requiredInput(form, "password", {
          required: "New password is required",
          minLength: { value: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
        })}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...requiredInput(form, "confirm", {
          validate: (value) => value === form.getValues("password") || "The passwords do not match",
        })}
      />
    </>
  );
}
