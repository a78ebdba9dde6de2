import { Alert, Anchor, Card, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { taxLabels } from "../../config/receipts";
import { supabase } from "../../lib/supabase";
import { AdminLoading } from "../layout/AdminLoading";
import { countForm10beWaiting, statementReminder } from "./donationsStatus";

/** The donations ledger's to-do: donors still waiting for Form 10BE, and the 10BD reminder in season. */
export function DonationsCard() {
  const [waiting, setWaiting] = useState<number | null | "failed">(null);
  useEffect(() => {
    let live = true;
    countForm10beWaiting(supabase)
      .then((count) => live && setWaiting(count))
      .catch((error: unknown) => {
        console.error("Form 10BE count failed", error);
        if (live) setWaiting("failed");
      });
    return () => {
      live = false;
    };
  }, []);
  const reminder = statementReminder(new Date());
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="donations-heading">
      <Title order={2} size="h4" id="donations-heading" mb="sm">
        Donations
      </Title>
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
    </Card>
  );
}
