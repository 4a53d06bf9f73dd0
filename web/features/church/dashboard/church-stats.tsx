// The dashboard's three figures from GET /api/church/stats.
import { Briefcase, FileText, Users } from 'lucide-react';
import type { ChurchStats as Stats } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { StatCard } from '../../../ui/stat-card';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
  mb: '8',
});

/**
 * Active positions, total applications and total positions; a dash until they have loaded. Offline
 * the figures kept on this device are shown (they do not count changes still waiting to be sent).
 */
export function ChurchStats({ userId }: { userId: string }) {
  const stats = useChurchRead(userId, churchReads.stats);
  // A failed read shows dashes: the figures are a summary, the positions below still load.
  const value = (pick: (s: Stats) => number) => (stats.status === 'ready' ? pick(stats.data) : '–');
  return (
    <div className={grid} aria-busy={stats.status === 'loading'}>
      <StatCard
        title="Active Positions"
        value={value((s) => s.activePositions)}
        description="Currently open for applications"
        icon={<Briefcase size={20} />}
      />
      <StatCard
        title="Total Applications"
        value={value((s) => s.totalApplications)}
        description="Across all positions"
        icon={<Users size={20} />}
      />
      <StatCard
        title="Total Positions"
        value={value((s) => s.totalPositions)}
        description="All time"
        icon={<FileText size={20} />}
      />
    </div>
  );
}
