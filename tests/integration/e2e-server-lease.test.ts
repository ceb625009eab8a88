import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { E2eServer } from '../e2e/global-setup.ts';
import { leaseServer, releaseServer } from '../e2e/server-lease.ts';
import { scratchDirs } from '../fixtures/scratch-dirs.ts';

const scratch = scratchDirs('sede-lease-');

function servers(count: number): E2eServer[] {
  return Array.from({ length: count }, (_, i) => {
    return { baseUrl: `http://127.0.0.1:${4000 + i}`, dataDir: scratch() };
  });
}

const holdBy = (server: E2eServer, pid: number) =>
  writeFileSync(path.join(server.dataDir, '.e2e-lease'), String(pid));
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('e2e server leases (two files never drive one server)', () => {
  it('gives each lease a different server and a released one again', () => {
    const pool = servers(2);
    const first = leaseServer(pool);
    const second = leaseServer(pool);
    expect(new Set([first, second]).size).toBe(2);
    releaseServer(first);
    expect(leaseServer(pool)).toBe(first);
  });

  it('never takes a server a live process holds, and prefers a free one to one a dead process left', () => {
    const [live, stale, free] = servers(3) as [E2eServer, E2eServer, E2eServer];
    holdBy(live, process.ppid);
    holdBy(stale, deadPid());
    expect(leaseServer([live, stale, free])).toBe(free);
    expect(leaseServer([live, stale, free])).toBe(stale);
  });

  it('releases only its own lease', () => {
    const [other] = servers(1) as [E2eServer];
    holdBy(other, process.ppid);
    releaseServer(other);
    expect(existsSync(path.join(other.dataDir, '.e2e-lease'))).toBe(true);
  });
});
