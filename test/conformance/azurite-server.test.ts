/**
 * The Azurite harness must never leave an emulator running: not after `stop()`, and not when the
 * process that started it is killed outright (no hooks run then).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accepts, startAzurite } from './azurite-server';

/** Whether `pid` is a live process (a zombie counts as dead: it runs nothing, holds no port). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Polls `check` every 50 ms until it holds or `ms` pass; the bounded wait a process exit needs. */
async function eventually(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe('Azurite harness', () => {
  it('serves on 127.0.0.1, and stop() ends the process and frees the port', async () => {
    const azurite = await startAzurite();
    expect(azurite.accountUrl).toBe(`http://127.0.0.1:${azurite.port}/devstoreaccount1`);
    expect(await accepts(azurite.port)).toBe(true);
    expect(alive(azurite.pid)).toBe(true);
    await azurite.stop();
    expect(alive(azurite.pid)).toBe(false);
    expect(await accepts(azurite.port)).toBe(false);
    await azurite.stop(); // a second stop (afterAll after a failed beforeAll) is harmless
  });

  it('Azurite exits by itself when the process that started it is SIGKILLed', async () => {
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('fixtures/hold-azurite.ts', import.meta.url))],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const line = await new Promise<string>((resolve, reject) => {
        if (!holder.stdout) return reject(new Error('no stdout'));
        createInterface({ input: holder.stdout }).once('line', resolve);
        holder.once('exit', (code) => reject(new Error(`holder exited early (${code})`)));
      });
      const { pid, port } = JSON.parse(line) as { pid: number; port: number };
      expect(alive(pid)).toBe(true);
      holder.kill('SIGKILL');
      expect(await eventually(() => !alive(pid), 10_000)).toBe(true);
      expect(await eventually(async () => !(await accepts(port)), 5_000)).toBe(true);
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
