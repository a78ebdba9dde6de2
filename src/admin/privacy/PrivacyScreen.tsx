import { useState } from "react";
import { DataRequestsCard } from "./DataRequestsCard";
import type { DataRequestsApi } from "./dataRequests";
import { PrivacyRequestsCard, type PrivacyPrefill } from "./PrivacyRequestsCard";
import type { PrivacyRequestsApi } from "./privacyRequests";

/**
 * Settings' privacy part, for admins: the open data requests, and the privacy search, which a
 * request opens with its address or number (held in memory: never in the URL, where it would reach
 * access logs; docs/architecture.md#personal-data-out-of-subjects-logs-and-urls).
 */
export function PrivacyScreen({
  privacyApi,
  requestsApi,
}: {
  privacyApi: PrivacyRequestsApi;
  requestsApi: DataRequestsApi;
}) {
  const [prefill, setPrefill] = useState<PrivacyPrefill | null>(null);
  return (
    <>
      <DataRequestsCard api={requestsApi} onSearch={(query) => setPrefill({ query, at: Date.now() })} />
      <PrivacyRequestsCard api={privacyApi} prefill={prefill} />
    </>
  );
}
