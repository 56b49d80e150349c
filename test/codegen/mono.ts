/**
 * Mono's C# compiler and runtime (Debian's mono-mcs), which the C# module tests use: .NET cannot
 * be installed here, Mono can (scripts/ensure-azure-tools.sh installs it for `npm test`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's paths. */
export const MCS = '/usr/bin/mcs';
export const MONO = '/usr/bin/mono';

/** Fails, saying how to install it, when Mono is missing: the C# tests never skip silently. */
export function requireMono(): void {
  if (!existsSync(MCS) || !existsSync(MONO)) {
    throw new Error(
      "Mono is missing: the C# module tests need Debian's mono-mcs (bash scripts/ensure-azure-tools.sh installs it).",
    );
  }
}

/** Runs mcs; throws with the compiler's messages when it fails. */
export function mcs(args: readonly string[]): string {
  try {
    return execFileSync(MCS, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
    throw new Error(`mcs ${args.join(' ')} failed:\n${stdout}${stderr}`);
  }
}
