import { Alert, Box, Button, Text } from "@mantine/core";
import { useState } from "react";
import type { BuildRecord } from "../../lib/buildRecord";
import { supabase } from "../../lib/supabase";
import { AdminLoading } from "../layout/AdminLoading";
import { SectionCard } from "../layout/SectionCard";
import {
  describeChange,
  freshnessHeadline,
  siteFreshnessApi,
  type SiteChange,
  type SiteFreshnessApi,
} from "./siteFreshness";
import { useLoaded } from "./useLoaded";

/**
 * The site's freshness (docs/product.md#the-sites-freshness): which changes the public pages show
 * (the running build's record), what changed since, and a button to ask the host for a rebuild.
 */
export function SiteFreshnessCard(props: { api?: SiteFreshnessApi }) {
  const [api] = useState(() => props.api ?? siteFreshnessApi(supabase));
  const loaded = useLoaded(async (): Promise<{ record: BuildRecord | null; changes: SiteChange[] }> => {
    const record = await api.buildRecord();
    const changes = record ? await api.changesSince(record.contentChangedAt ?? record.builtAt) : [];
    return { record, changes };
  }, "the site's freshness could not be loaded");
  const [rebuild, setRebuild] = useState<{ busy: boolean; message?: string; error?: string }>({ busy: false });

  const askForRebuild = () => {
    setRebuild({ busy: true });
    api.rebuild().then(
      (message) => setRebuild({ busy: false, message }),
      (error: Error) => setRebuild({ busy: false, error: error.message }),
    );
  };

  return (
    <SectionCard headingId="site-freshness-heading" title="Public site">
      {loaded === null ? (
        <AdminLoading />
      ) : loaded === "failed" ? (
        <Text>What the public site shows could not be loaded.</Text>
      ) : loaded.record === null ? (
        <Text>This site has no build record, so it cannot tell which changes the public pages show.</Text>
      ) : (
        <>
          <Text weight={600} data-testid="site-freshness">
            {freshnessHeadline(loaded.record)}
          </Text>
          {loaded.changes.length === 0 ? (
            <Text mt="xs">Nothing has changed since.</Text>
          ) : (
            <>
              <Text mt="xs">Changed since, shown after the next rebuild:</Text>
              <Box component="ul" mt={4} mb={0} pl="md" data-testid="site-changes">
                {loaded.changes.map((change, i) => {
                  const { kind, what, when } = describeChange(change);
                  return (
                    <li key={`${change.table_name}-${change.row_id ?? i}`}>
                      {kind}: {what} ({when})
                    </li>
                  );
                })}
              </Box>
            </>
          )}
        </>
      )}
      <Button mt="sm" onClick={askForRebuild} loading={rebuild.busy}>
        Rebuild the site now
      </Button>
      <div aria-live="polite">
        {rebuild.message && <Text mt="xs">{rebuild.message}</Text>}
        {rebuild.error && (
          <Alert color="red" mt="xs">
            {rebuild.error}
          </Alert>
        )}
      </div>
    </SectionCard>
  );
}
