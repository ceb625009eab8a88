import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '#tests/fixtures/scratch-dirs.ts';
import { whileHoldingLock } from './file-lock.mjs';

const scratch = scratchDirs('cerrojo-');

/** Resolves once `file` exists: the other process says where it is. */
async function appears(file: string) {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('whileHoldingLock (scripts/file-lock.mjs)', () => {
  it('runs the task holding the lock with its pid, and releases it after, also when the task throws', () => {
    const lock = path.join(scratch(), 'sub', 'x.lock');
    expect(whileHoldingLock(lock, () => readFileSync(lock, 'utf8'))).toBe(String(process.pid));
    expect(existsSync(lock)).toBe(false);
    expect(() =>
      whileHoldingLock(lock, () => {
        throw new Error('falla');
      }),
    ).toThrow('falla');
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const lock = path.join(scratch(), 'x.lock');
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid ?? 0;
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(lock, String(pid));
    expect(whileHoldingLock(lock, () => 'hecho')).toBe('hecho');
  });

  it('waits while a live process holds the lock, and runs when it lets go', async () => {
    const dir = scratch();
    const lock = path.join(dir, 'x.lock');
    const held = path.join(dir, 'held');
    const released = path.join(dir, 'released');
    // The other process takes the lock, says so, and lets go only once this one is waiting for it.
    const waiting = path.join(dir, 'waiting');
    const holder = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `import { existsSync, writeFileSync } from 'node:fs';
       import { whileHoldingLock } from ${JSON.stringify(path.join(import.meta.dirname, 'file-lock.mjs'))};
       whileHoldingLock(${JSON.stringify(lock)}, () => {
         writeFileSync(${JSON.stringify(held)}, '');
         const nap = new Int32Array(new SharedArrayBuffer(4));
         while (!existsSync(${JSON.stringify(waiting)})) Atomics.wait(nap, 0, 0, 20);
         writeFileSync(${JSON.stringify(released)}, '');
       });`,
    ]);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await appears(held);
    writeFileSync(waiting, '');
    // Called while the other holds it: it must run only after the other released it.
    expect(whileHoldingLock(lock, () => existsSync(released))).toBe(true);
    expect(await exited).toBe(0);
  });
});
