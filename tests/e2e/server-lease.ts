import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { E2eServer } from './global-setup.ts';

/**
 * A test file takes one of the e2e servers for itself: an exclusive lease file beside the server's DATA_DIR
 * holds the pid of the process that took it. Vitest's VITEST_POOL_ID cannot do this: when a group of projects
 * ends, a worker of that group frees its id after the next group has started, so an id the e2e group already
 * gave out is given out again and two files running at once drove one server (a staff sign-in met another
 * file's password reset). A lease held by a process that is gone (a worker killed by signal) is taken over.
 */
export function leaseServer(servers: E2eServer[]): E2eServer {
  const deadline = Date.now() + 60_000;
  for (;;) {
    // A free server first; a lease left by a dead process only when none is free.
    const server =
      servers.find((candidate) => tryLease(leaseFile(candidate))) ??
      servers.find((candidate) => takeOver(leaseFile(candidate)));
    if (server) {
      process.once('exit', () => releaseServer(server));
      return server;
    }
    // More files than servers at once only while a finished worker is still exiting: wait for it.
    if (Date.now() > deadline) throw new Error('Ningún servidor e2e ha quedado libre en 60 s');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
}

/** Gives the server back, if this process still holds it. */
export function releaseServer(server: E2eServer) {
  const file = leaseFile(server);
  if (holder(file) === process.pid) unlinkSync(file);
}

const leaseFile = (server: E2eServer) => path.join(server.dataDir, '.e2e-lease');

function tryLease(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function takeOver(file: string): boolean {
  const pid = holder(file);
  // Being written (no pid yet) or held by a live process: not ours to take.
  if (pid === undefined || isAlive(pid)) return false;
  unlinkSync(file);
  return tryLease(file);
}

function holder(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
