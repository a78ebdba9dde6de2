import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminLoading } from "../layout/AdminLoading";
import { useStaffRole } from "./staffRole";

export const ADMINS_ONLY = "This page is for admins";

function NotForEditors() {
  useDocumentTitle(`${ADMINS_ONLY} · Admin`);
  return (
    <Stack>
      <Title order={1}>{ADMINS_ONLY}</Title>
      <Text>
        It shows personal data, which only admins see. An admin can change your role in Settings.{" "}
        <Anchor component={Link} to="/admin">
          Back to the dashboard
        </Anchor>
      </Text>
    </Stack>
  );
}

/** A screen of personal data: shown to admins; an editor is told why not (the database refuses anyway). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const role = useStaffRole();
  if (role === undefined) return <AdminLoading />;
  return role === "admin" ? <>{children}</> : <NotForEditors />;
}
