/**
 * The fix for a browser blocked by CORS: an `az storage cors add` line for the account and the
 * page's origin (flags checked against `az storage cors add --help`, azure-cli 2.x). GET and
 * OPTIONS are all a read needs; `--exposed-headers '*'` lets the page read the continuation
 * headers, without which a read would stop after the first page.
 */
import type { LiveTableRef } from './table-ref';

/** Azurite's development account and its well-known key (public, documented; not a secret). */
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** A word for a POSIX shell: bare when it is plainly safe, single-quoted otherwise. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Whether the endpoint is a local emulator (path-style account on a loopback host). */
function isEmulator(ref: LiveTableRef): boolean {
  return new URL(ref.endpoint).pathname.length > 1;
}

/**
 * The `az storage cors add` command that lets `origin` read the ref's account (and write to it,
 * with `methods` POST and PUT for a seed). For the local
 * emulator the account is named by a connection string (az cannot look up an emulator account
 * by name); it carries the emulator's public key only for `devstoreaccount1`.
 */
export function corsCommand(
  ref: LiveTableRef,
  origin: string,
  methods: readonly string[] = ['GET', 'OPTIONS'],
): string {
  const rule = [
    `az storage cors add --services t --methods ${methods.join(' ')}`,
    `--origins ${shellWord(origin)}`,
    "--allowed-headers '*' --exposed-headers '*' --max-age 3600",
  ].join(' ');
  if (!isEmulator(ref)) return `${rule} --account-name ${shellWord(ref.account)}`;
  const key = ref.account === DEV_ACCOUNT ? DEV_KEY : '<account key>';
  const connection = `DefaultEndpointsProtocol=http;AccountName=${ref.account};AccountKey=${key};TableEndpoint=${ref.endpoint};`;
  return `${rule} --connection-string ${shellWord(connection)}`;
}
