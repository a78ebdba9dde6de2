import type { FieldError, FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";
import { isEmailAddress } from "../../lib/email";

/**
 * The props of a required input of a react-hook-form form: registered under `name` with its rules,
 * and showing the rules' message as its error.
 */
export function requiredInput<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, "register" | "formState">,
  name: Path<V>,
  rules: RegisterOptions<V, Path<V>>,
) {
  const error = form.formState.errors[name] as FieldError | undefined;
  return { required: true, error: error?.message, ...form.register(name, rules) };
}

/** Every e-mail address typed in the admin's forms is checked the same way. */
export const emailRules = {
  validate: (value: string) => isEmailAddress(value.trim()) || "Please enter a valid email address.",
};
