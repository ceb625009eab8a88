import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs `task` holding the lock file `lock` (it holds the holder's pid), waiting asleep while another live process
 * holds it; a lock left by a process that died holding it (Ctrl+C during a build) is taken over.
 */
export function whileHoldingLock(lock, task) {
  mkdirSync(path.dirname(lock), { recursive: true });
  const nap = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(lock);
    // Released meanwhile: try again. Left by a process that died while building (Ctrl+C): taken over.
    if (holder === undefined) continue;
    if (isAlive(holder)) Atomics.wait(nap, 0, 0, 250);
    else rmSync(lock, { force: true });
  }
  try {
    return task();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The pid in `lock` (0 while its holder has yet to write it), or undefined when there is no lock. */
function lockHolder(lock) {
  try {
    return Number(readFileSync(lock, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether process `pid` runs; 0 (a lock just taken, its pid not written yet) counts as running. */
function isAlive(pid) {
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
