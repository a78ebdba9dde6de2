import { Anchor, Text } from "@mantine/core";
import type { SupabaseClient } from "@supabase/supabase-js";
import { Link } from "react-router";
import type { Database } from "../../lib/database.types";
import { supabase } from "../../lib/supabase";
import { SectionCard } from "../layout/SectionCard";
import { WAITING_LIMIT_WORKING_DAYS, workingDaysSince } from "../resources/workingDays";
import { useLoaded } from "./useLoaded";

export type AssessmentSummary = { open: number; oldestWaiting: string | null };

/** Open requests (every status but closed) and when the oldest one still waiting for a first call came. */
export async function fetchAssessmentSummary(client: SupabaseClient<Database>): Promise<AssessmentSummary> {
  const [open, oldest] = await Promise.all([
    client.from("assessment_requests").select("id", { count: "exact", head: true }).neq("status", "closed"),
    client
      .from("assessment_requests")
      .select("created_at")
      .eq("status", "new")
      .order("created_at", { ascending: true })
      .limit(1),
  ]);
  if (open.error) throw new Error(open.error.message);
  if (oldest.error) throw new Error(oldest.error.message);
  return { open: open.count ?? 0, oldestWaiting: oldest.data?.[0]?.created_at ?? null };
}

/** "3 days (2 working days)": how long the oldest new request has waited. */
export function waitingText(since: string, now = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / 86_400_000);
  const working = workingDaysSince(since, now);
  const whole = days < 1 ? "less than a day" : `${days} ${days === 1 ? "day" : "days"}`;
  return `${whole} (${working} working ${working === 1 ? "day" : "days"})`;
}

/** The dashboard's card for assessment requests: how many are open, and the longest wait for a first call. */
export function AssessmentsSummary() {
  const summary = useLoaded(() => fetchAssessmentSummary(supabase), "Assessment summary failed");
  const late =
    summary !== "failed" &&
    summary?.oldestWaiting &&
    workingDaysSince(summary.oldestWaiting) > WAITING_LIMIT_WORKING_DAYS;
  return (
    <SectionCard
      headingId="assessments-heading"
      title="Assessment requests"
      aside={
        <Anchor component={Link} to="/admin/assessments" size="sm">
          Open the list
        </Anchor>
      }
    >
      {summary === "failed" ? (
        <Text color="red">The assessment requests could not be counted.</Text>
      ) : summary === null ? (
        <Text size="sm">Loading...</Text>
      ) : (
        <>
          <Text size={28} weight={700} data-testid="open-assessments">
            {summary.open} open
          </Text>
          <Text
            size="sm"
            weight={late ? 700 : 400}
            sx={(theme) => ({ color: late ? theme.colors.red[9] : theme.colors.gray[7] })}
          >
            {summary.oldestWaiting
              ? `Oldest waiting for a first call: ${waitingText(summary.oldestWaiting)}`
              : "None is waiting for a first call."}
          </Text>
        </>
      )}
    </SectionCard>
  );
}
