import { AssessmentsSummary } from "./AssessmentsSummary";
import { Box, Card, Group, type MantineTheme, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { AdminLoading } from "../layout/AdminLoading";
import { SectionCard } from "../layout/SectionCard";
import { ToneBadge } from "../layout/ToneBadge";
import { formatDate } from "../../lib/format";
import { useStaffRole } from "../roles/staffRole";
import { DonationsCard } from "./DonationsCard";
import { SiteFreshnessCard } from "./SiteFreshnessCard";
import { CHANGE_WINDOW_DAYS, changeBadge, hindiMissingLine } from "./stats";
import type { ServiceState } from "./systemStatus";
import { useDashboardData } from "./useDashboardData";

const stateColor: Record<ServiceState, string> = {
  Online: "green",
  Configured: "green",
  Offline: "red",
  "Not configured": "gray",
};
/** Secondary text: the theme's gray 7, which keeps AA contrast on white (gray 6, "dimmed", does not). */
const mutedText = (theme: MantineTheme) => ({ color: theme.colors.gray[7] });

export function DashboardPage() {
  const { stats, recent, recentError, status, hindiMissing } = useDashboardData();
  // The assessment and donations cards count personal data, which row level security hides from an
  // editor: they would say "0 open" and link to pages an editor cannot open (docs/product.md#dashboard).
  const admin = useStaffRole() === "admin";
  useDocumentTitle("Dashboard · Admin");
  return (
    <Stack spacing="lg">
      <Title order={1}>Dashboard</Title>
      {admin && <AssessmentsSummary />}
      {typeof hindiMissing === "number" && (
        <Text component="p" m={0} weight={600} data-testid="hindi-missing">
          {hindiMissingLine(hindiMissing)}
        </Text>
      )}
      {stats === null ? (
        <AdminLoading />
      ) : (
        <SimpleGrid
          cols={3}
          breakpoints={[
            { maxWidth: "md", cols: 2 },
            { maxWidth: "xs", cols: 1 },
          ]}
        >
          {stats.map((stat) => (
            <Card key={stat.label} withBorder radius="md" component="section" aria-label={stat.label}>
              <Text size="sm" weight={600} sx={mutedText}>
                {stat.label}
              </Text>
              <Group position="apart" mt="xs">
                <Text size={28} weight={700} data-testid="stat-value">
                  {stat.total}
                </Text>
                <ToneBadge color="green" title={`Change over the last ${CHANGE_WINDOW_DAYS} days`}>
                  {changeBadge(stat.total, stat.recent)}
                </ToneBadge>
              </Group>
              <Text size="xs" sx={mutedText}>
                {stat.recent} added in the last {CHANGE_WINDOW_DAYS} days
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={2} breakpoints={[{ maxWidth: "md", cols: 1 }]}>
        <SectionCard headingId="recent-news-heading" title="Recent News Articles">
          {recent === null ? (
            <AdminLoading />
          ) : recentError ? (
            <Text color="red">{recentError}</Text>
          ) : recent.length === 0 ? (
            <Text>No news articles yet.</Text>
          ) : (
            <Box component="ul" sx={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 }}>
              {recent.map((article) => (
                <li key={article.id}>
                  <Text weight={600} data-testid="recent-title">
                    {article.title}
                  </Text>
                  <Text size="sm" sx={mutedText}>
                    {article.source} · {formatDate(article.date)}
                  </Text>
                </li>
              ))}
            </Box>
          )}
        </SectionCard>
        <SectionCard headingId="system-status-heading" title="System Status">
          {status === null ? (
            <AdminLoading />
          ) : (
            <Stack spacing="xs">
              {(
                [
                  ["Database", status.database],
                  ["API", status.api],
                  ["Storage", status.storage],
                ] as const
              ).map(([name, state]) => (
                <Group key={name} position="apart">
                  <Text>{name}</Text>
                  <ToneBadge color={stateColor[state]}>{state}</ToneBadge>
                </Group>
              ))}
            </Stack>
          )}
        </SectionCard>
        {admin && <DonationsCard />}
        <SiteFreshnessCard />
      </SimpleGrid>
    </Stack>
  );
}
