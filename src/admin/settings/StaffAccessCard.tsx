import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { AdminLoading } from "../layout/AdminLoading";
import { AdminTable } from "../layout/AdminTable";
import { SectionCard } from "../layout/SectionCard";
import { EmailActionForm } from "../auth/EmailActionForm";
import { isStaffRole, ROLE_DESCRIPTIONS, ROLE_LABELS, type StaffRole } from "../roles/staffRole";
import { formatDateTime } from "../../lib/format";
import { lastSignIn, type StaffAccessApi, type StaffMember } from "./staffAccess";

const INVITE_INTRO =
  "They get an e-mail with a link to choose a password; it works once, within one hour. Their account has access from now on.";
const invitationSent = (email: string) =>
  `An invitation is on its way to ${email}. Until they accept it, the list says 'Invitation not accepted yet'; invite them again to send a new link.`;

type Outcome = { ok: boolean; message: string } | null;
type List = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; staff: StaffMember[] };

/** The access forms take someone else's address: no autofill, and empty again after a success. */
const someoneElsesAddress = { autoComplete: "off", clearOnSuccess: true } as const;

/** Who has access to the admin, and giving and removing it (docs/product.md#staff-access). */
export function StaffAccessCard({ api, myId }: { api: StaffAccessApi; myId: string | undefined }) {
  const [list, setList] = useState<List>({ status: "loading" });
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const reload = useCallback(async () => {
    try {
      setList({ status: "ready", staff: await api.list() });
    } catch (error) {
      setList({ status: "failed", message: (error as Error).message });
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  /** Gives access or invites: then the list reloads, and the form says what was done. */
  const thenReload =
    (action: (email: string) => Promise<void>, done: (email: string) => string) => async (email: string) => {
      await action(email);
      setOutcome(null);
      await reload();
      return done(email);
    };

  async function changeRole(member: StaffMember, role: StaffRole) {
    setBusy(true);
    try {
      await api.setRole(member.user_id, role);
      setOutcome({ ok: true, message: `${member.email} is now ${role === "admin" ? "an admin" : "an editor"}.` });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
      await reload();
    }
  }

  async function remove(member: StaffMember) {
    setBusy(true);
    try {
      await api.revoke(member.user_id);
      setOutcome({ ok: true, message: `Access removed for ${member.email}.` });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
      setRemoving(null);
      await reload();
    }
  }

  return (
    <SectionCard headingId="staff-heading" title="Staff access" headingSpace="xs">
      <Text mb="sm">
        Everyone listed can sign in to this admin. An admin {ROLE_DESCRIPTIONS.admin}; an editor{" "}
        {ROLE_DESCRIPTIONS.editor}.
      </Text>
      {list.status === "loading" && <AdminLoading label="Loading staff" />}
      {list.status === "failed" && (
        <Alert color="red" role="alert">
          The staff list could not be loaded: {list.message}{" "}
          <Button variant="subtle" compact onClick={() => void reload()}>
            Try again
          </Button>
        </Alert>
      )}
      {list.status === "ready" && (
        <AdminTable labelledBy="staff-heading" columns={["E-mail", "Role", "Staff since", "Last sign-in", "Actions"]}>
          {list.staff.map((member) => (
            <tr key={member.user_id}>
              <td>
                {member.email}
                {member.user_id === myId && " (you)"}
              </td>
              <td>
                {/* Offered on one's own row too: the database refuses to demote the last admin. */}
                <NativeSelect
                  aria-label={`Role of ${member.email}`}
                  data={(["admin", "editor"] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                  value={member.role}
                  disabled={busy}
                  // Wide enough for "Editor" and "Admin" beside the chevron in every layout: a narrow
                  // table squeezed it to "Admir" (issue 36).
                  styles={{ input: { minWidth: "8.5rem" } }}
                  onChange={(event) => {
                    const role = event.currentTarget.value;
                    if (isStaffRole(role) && role !== member.role) void changeRole(member, role);
                  }}
                />
              </td>
              <td>{formatDateTime(member.staff_since)}</td>
              <td>{lastSignIn(member)}</td>
              <td>
                {/* Offered on every row, one's own too: the database refuses to remove the last
                      member of staff who can sign in, and the refusal says why. */}
                <Button
                  variant="outline"
                  color="red"
                  compact
                  aria-label={`Remove access for ${member.email}`}
                  onClick={() => setRemoving(member)}
                >
                  Remove access
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {outcome && (
        <Alert mt="sm" color={outcome.ok ? "green" : "red"} role={outcome.ok ? "status" : "alert"}>
          {outcome.message}
        </Alert>
      )}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove access?" centered>
        <Text>
          {removing?.email} will no longer be able to use the admin. Their account stays, and you can give access again
          later.
        </Text>
        <Group position="right" mt="lg">
          <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => removing && void remove(removing)}>
            Remove access
          </Button>
        </Group>
      </Modal>
      <Stack mt="lg" spacing="xl">
        <EmailActionForm
          heading="Give access to an existing account"
          {...someoneElsesAddress}
          label="E-mail address of the account"
          submit="Give access"
          act={thenReload(
            (email) => api.grant(email),
            (email) => `${email} now has access.`,
          )}
        />
        <EmailActionForm
          heading="Invite someone new"
          {...someoneElsesAddress}
          intro={INVITE_INTRO}
          label="E-mail address to invite"
          submit="Send invitation"
          act={thenReload((email) => api.invite(email), invitationSent)}
        />
      </Stack>
    </SectionCard>
  );
}
