/** A test file's own temporary folder, made before its tests and removed after them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Registers the folder's hooks; the returned function gives its path once the tests run.
 * `setUp` runs first (a check that a tool is present, a driver script written into the folder).
 */
export function tempDir(prefix: string, setUp: (dir: string) => void = () => {}): () => string {
  let dir: string | undefined;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    setUp(dir);
  });
  afterAll(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });
  return () => dir!;
}
