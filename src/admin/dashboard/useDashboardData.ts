import { useEffect, useState } from "react";
import { supabaseAnonKey, supabaseUrl } from "../../lib/env";
import { supabase } from "../../lib/supabase";
import { fetchDashboardSummary, type RecentArticle, type Stat } from "./stats";
import { fetchSystemStatus, type SystemStatus } from "./systemStatus";

interface DashboardData {
  /** null while loading; [] when the counts failed (logged only, per the spec). */
  stats: Stat[] | null;
  recent: RecentArticle[] | null;
  recentError?: string;
  status: SystemStatus | null;
  /** Published records lacking Hindi; null while loading or when the counts failed. */
  hindiMissing?: number | null;
}

export function useDashboardData(): DashboardData {
  const [data, setData] = useState<DashboardData>({ stats: null, recent: null, status: null });

  useEffect(() => {
    let live = true;
    const update = (patch: Partial<DashboardData>) => live && setData((d) => ({ ...d, ...patch }));
    // The figures and the recent articles in one request (docs/architecture.md#the-admins-login-route);
    // its answer is also the system status's database check.
    const summary = fetchDashboardSummary(supabase);
    summary
      .then(({ stats, recent, hindiMissing }) => update({ stats, recent, hindiMissing }))
      .catch((error: unknown) => {
        console.error("Dashboard stats failed", error);
        update({ stats: [], recent: [], recentError: error instanceof Error ? error.message : "Unknown error" });
      });
    const answered = summary.then(
      () => true,
      () => false,
    );
    fetchSystemStatus(supabase, supabaseUrl, supabaseAnonKey, answered).then((status) => update({ status }));
    return () => {
      live = false;
    };
  }, []);

  return data;
}
