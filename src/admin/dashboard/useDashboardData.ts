import { useEffect, useState } from "react";
import { supabaseAnonKey, supabaseUrl } from "../../lib/env";
import { supabase } from "../../lib/supabase";
import { fetchRecentArticles, fetchStats, type RecentArticle, type Stat } from "./stats";
import { fetchSystemStatus, type SystemStatus } from "./systemStatus";

interface DashboardData {
  /** null while loading; [] when the counts failed (logged only, per the spec). */
  stats: Stat[] | null;
  recent: RecentArticle[] | null;
  recentError?: string;
  status: SystemStatus | null;
}

export function useDashboardData(): DashboardData {
  const [data, setData] = useState<DashboardData>({ stats: null, recent: null, status: null });

  useEffect(() => {
    let live = true;
    const update = (patch: Partial<DashboardData>) => live && setData((d) => ({ ...d, ...patch }));
    fetchStats(supabase)
      .then((stats) => update({ stats }))
      .catch((error: unknown) => {
        console.error("Dashboard stats failed", error);
        update({ stats: [] });
      });
    fetchRecentArticles(supabase)
      .then((recent) => update({ recent }))
      .catch((error: unknown) =>
        update({ recent: [], recentError: error instanceof Error ? error.message : "Unknown error" }),
      );
    fetchSystemStatus(supabase, supabaseUrl, supabaseAnonKey).then((status) => update({ status }));
    return () => {
      live = false;
    };
  }, []);

  return data;
}
