// How busy the server and the load generator were during a phase, as shares of one core, with the
// machine's load average: a latency target missed with the server far from a full core points at
// the machine (other processes, the load generator), not at the app.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Clock ticks per second of /proc's CPU times. */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** CPU seconds (user + system, all threads) a process used so far; undefined off Linux. */
function processCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime is 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return undefined;
  }
}

const ownCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** What a phase used. */
export interface CpuUse {
  /** The server's CPU time over the phase's wall time (1 = one core). */
  server: number | undefined;
  /** The load generator's (this process's). */
  generator: number;
  /** The 1-minute load average at the phase's end. */
  loadAverage: number;
}

/** Starts measuring; the function it answers ends the phase. */
export function startCpuMeter(serverPid: number): () => CpuUse {
  const wallStart = performance.now();
  const serverStart = processCpuSeconds(serverPid);
  const ownStart = ownCpuSeconds();
  return () => {
    const wall = (performance.now() - wallStart) / 1000;
    const serverEnd = processCpuSeconds(serverPid);
    return {
      server:
        serverStart === undefined || serverEnd === undefined
          ? undefined
          : (serverEnd - serverStart) / wall,
      generator: (ownCpuSeconds() - ownStart) / wall,
      loadAverage: loadavg()[0] ?? Number.NaN,
    };
  };
}

/** "server 85% of a core, load generator 97%, load average 9.2". */
export function describeCpu(use: CpuUse): string {
  const share = (value: number) => `${Math.round(value * 100)}%`;
  return (
    `${use.server === undefined ? '' : `server ${share(use.server)} of a core, `}` +
    `load generator ${share(use.generator)}, 1-minute load average ${use.loadAverage.toFixed(1)}`
  );
}
