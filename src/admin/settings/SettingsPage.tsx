import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useGetIdentity, useUpdatePassword } from "@refinedev/core";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { NewPasswordFields, type NewPasswordValues } from "../auth/NewPasswordFields";
import type { Database } from "../../lib/database.types";
import {
  type AdminIdentity,
  INVITATION_ROUTE,
  PASSWORD_UPDATE_FAILED,
  type UpdatePasswordParams,
} from "../providers/auth";
import { PrivacyScreen } from "../privacy/PrivacyScreen";
import { dataRequestsApi } from "../privacy/dataRequests";
import { privacyRequestsApi } from "../privacy/privacyRequests";
import { ROLE_LABELS, useStaffRole } from "../roles/staffRole";
import { SectionCard } from "../layout/SectionCard";
import { StaffAccessCard } from "./StaffAccessCard";
import { staffAccessApi } from "./staffAccess";

const PASSWORD_CHANGED = "Password updated successfully";

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/** The signed-in account, a change-password form (the auth provider's updatePassword), and staff access. */
export function SettingsPage({ client }: { client: SupabaseClient<Database> }) {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const role = useStaffRole();
  const staffApi = useMemo(() => staffAccessApi(client, `/admin/${INVITATION_ROUTE}`), [client]);
  const privacyApi = useMemo(() => privacyRequestsApi(client), [client]);
  const requestsApi = useMemo(() => dataRequestsApi(client), [client]);
  // The outcome shows beside the form, where a screen reader already is; Refine's toasts would say it twice.
  const updatePassword = useUpdatePassword<UpdatePasswordParams>({
    mutationOptions: { onSuccess: () => {}, onError: () => {} },
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  useDocumentTitle("Settings · Admin");
  const passwordForm = useForm<NewPasswordValues>({ defaultValues: { password: "", confirm: "" } });
  const { handleSubmit, formState, reset } = passwordForm;

  const changePassword = handleSubmit(async ({ password }) => {
    setOutcome(null);
    const result = await updatePassword.mutateAsync({ password }).catch((error: Error) => ({
      success: false,
      error,
    }));
    if (!result.success) {
      setOutcome({ ok: false, message: result.error?.message || PASSWORD_UPDATE_FAILED });
      return;
    }
    reset();
    setOutcome({ ok: true, message: PASSWORD_CHANGED });
  });

  return (
    <Stack spacing="lg" sx={{ maxWidth: 800 }}>
      <Title order={1}>Settings</Title>
      <SectionCard headingId="account-heading" title="Account" headingSpace="xs">
        <Text>
          Signed in as <strong>{identity?.email ?? "…"}</strong>
        </Text>
        {role && (
          <Text data-testid="staff-role">
            Role: <strong>{ROLE_LABELS[role]}</strong>
          </Text>
        )}
      </SectionCard>
      <SectionCard headingId="password-heading" title="Change password" headingSpace="xs">
        <form noValidate onSubmit={changePassword}>
          <Stack spacing="sm">
            <NewPasswordFields form={passwordForm} />
            {outcome && (
              <Alert color={outcome.ok ? "green" : "red"} role={outcome.ok ? "status" : "alert"}>
                {outcome.message}
              </Alert>
            )}
            <Button type="submit" loading={formState.isSubmitting} sx={{ alignSelf: "flex-start" }}>
              Update password
            </Button>
          </Stack>
        </form>
      </SectionCard>
      {/* Staff access lists e-mail addresses and changes roles: admins only (list_staff refuses others). */}
      {role === "admin" && <StaffAccessCard api={staffApi} myId={identity?.id} />}
      {role === "admin" && <PrivacyScreen privacyApi={privacyApi} requestsApi={requestsApi} />}
    </Stack>
  );
}
