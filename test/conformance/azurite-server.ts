/**
 * Starts Azurite's Table service for the conformance suite: in memory, on 127.0.0.1, on a free
 * port, in a fresh temporary workspace, and makes sure it is stopped again whatever happens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A running Azurite table service. */
export interface AzuriteTable {
  readonly host: '127.0.0.1';
  readonly port: number;
  /** Base URL of the dev-store account: `http://127.0.0.1:<port>/devstoreaccount1`. */
  readonly accountUrl: string;
  readonly pid: number;
  /** Stops the process and removes its workspace; safe to call more than once. */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(here, '..', '..');

/** A port the OS has just handed out for 127.0.0.1 (bind to port 0, read it, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** Whether something accepts TCP connections on 127.0.0.1:port right now. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(exited(child)), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Spawns `node_modules/.bin/azurite-table` and resolves once it accepts connections. The child
 * is killed on `stop()`, on this process's exit (a synchronous hook, for a crash or a failing
 * hook), and by itself when this process dies without running hooks (see exit-with-parent.cjs).
 * Another process may take the free port between our probe and Azurite's bind, so a start that
 * fails is retried, on a new port, twice.
 */
export async function startAzurite(timeoutMs = 30_000): Promise<AzuriteTable> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(timeoutMs);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOnce(timeoutMs: number): Promise<AzuriteTable> {
  const port = await freePort();
  const location = mkdtempSync(join(tmpdir(), 'keyscope-azurite-'));
  const bin = realpathSync(join(repoRoot, 'node_modules', '.bin', 'azurite-table'));
  const args = [
    '--require',
    join(here, 'exit-with-parent.cjs'),
    bin,
    // Azurite refuses --location together with --inMemoryPersistence; its workspace defaults
    // to the working directory, so the fresh temporary directory is given as cwd instead.
    '--inMemoryPersistence',
    '--tableHost',
    HOST,
    '--tablePort',
    String(port),
    '--skipApiVersionCheck',
    '--disableTelemetry',
    '--silent',
  ];
  const child = spawn(process.execPath, args, {
    cwd: location,
    // Azurite reads a zone-less datetime through JS Date, i.e. in local time; the service reads
    // it as UTC. Pinning UTC makes Azurite agree with the service there.
    env: { ...process.env, TZ: 'UTC' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const killNow = () => {
    if (!exited(child)) child.kill('SIGKILL');
  };
  process.once('exit', killNow);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    process.removeListener('exit', killNow);
    rmSync(location, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`Azurite did not start on ${HOST}:${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.pid === undefined) throw new Error('Azurite has no pid');
  return {
    host: HOST,
    port,
    accountUrl: `http://${HOST}:${port}/devstoreaccount1`,
    pid: child.pid,
    stop,
  };
}
