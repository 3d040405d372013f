// The dashboard's figures (GET /api/admin/stats), shared by the panels that show them (the PayPal
// mode, the money, the counts) and reloaded by those that change them (a deletion, a recorded
// payment, new sales settings, an announcement).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fetchStats, type AdminStats } from './admin-api.ts';
import { messages } from './display.ts';
import { useAdminSession } from './kit/session.tsx';

interface Stats {
  stats: AdminStats | null;
  /** When the figures last arrived. */
  updatedAt: Date | null;
  loading: boolean;
  reload: () => Promise<void>;
}

const StatsContext = createContext<Stats | null>(null);

export function useStats(): Stats {
  const stats = useContext(StatsContext);
  if (!stats) throw new Error('useStats() outside <StatsProvider>');
  return stats;
}

/** Holds the figures; they load once `enabled` (the signed-in person's role may see them). */
export function StatsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { guarded } = useAdminSession();
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [loading, setLoading] = useState(false);

  const reload = useCallback(async () => {
    setLoading(true);
    const result = await guarded(fetchStats, messages.statsFailed);
    setLoading(false);
    if (result?.ok) {
      setStats(result.data);
      setUpdatedAt(new Date());
    }
  }, [guarded]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const value = useMemo(() => ({ stats, updatedAt, loading, reload }), [stats, updatedAt, loading, reload]);
  return <StatsContext value={value}>{children}</StatsContext>;
}
