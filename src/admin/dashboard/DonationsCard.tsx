import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { taxLabels } from "../../config/receipts";
import { supabase } from "../../lib/supabase";
import { AdminLoading } from "../layout/AdminLoading";
import { SectionCard } from "../layout/SectionCard";
import { countForm10beWaiting, statementReminder } from "./donationsStatus";
import { useLoaded } from "./useLoaded";

/** The donations ledger's to-do: donors still waiting for Form 10BE, and the 10BD reminder in season. */
export function DonationsCard() {
  const waiting = useLoaded(() => countForm10beWaiting(supabase), "Form 10BE count failed");
  const reminder = statementReminder(new Date());
  return (
    <SectionCard headingId="donations-heading" title="Donations">
      {reminder && (
        <Alert color="orange" title={`Form ${taxLabels.statementForm} due`} mb="sm">
          File Form {taxLabels.statementForm} for {reminder.financialYear} by {reminder.dueOn} ({reminder.daysLeft}{" "}
          {reminder.daysLeft === 1 ? "day" : "days"} left). Export it from Donations.
        </Alert>
      )}
      {waiting === null ? (
        <AdminLoading />
      ) : waiting === "failed" ? (
        <Text>The count of donors waiting for Form {taxLabels.certificateForm} could not be loaded.</Text>
      ) : (
        <Text>
          <Text component="span" weight={700} data-testid="form10be-waiting">
            {waiting}
          </Text>{" "}
          {waiting === 1 ? "gift's donor waits" : "gifts' donors wait"} for Form {taxLabels.certificateForm}.{" "}
          <Anchor component={Link} to="/admin/donations">
            Open Donations
          </Anchor>
        </Text>
      )}
    </SectionCard>
  );
}
