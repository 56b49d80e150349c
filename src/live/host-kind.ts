/**
 * What kind of host a table endpoint names, so the reader is told plainly where a signature
 * would go before anything is sent. A host that is not a known Table endpoint is not refused
 * (custom domains, private endpoints and Azure Stack exist), only named as such; lookalikes such
 * as `acct.table.core.windows.net.evil.example` are "other", because only the end of a host
 * decides who owns it.
 */
import { isLoopbackHost } from './table-ref';

/**
 * `azure-table`: Azure Table storage in the public or a sovereign cloud; `cosmos-table`: Azure
 * Cosmos DB for Table; `loopback`: this machine (the emulator); `other`: anything else.
 */
export type HostKind = 'azure-table' | 'cosmos-table' | 'loopback' | 'other';

/**
 * Table storage endpoints, `<account>.table.core.<cloud suffix>` (public, China, US Government),
 * and the DNS-zone form `<account>.zNN.table.storage.azure.net`; the account is one label of
 * 3–24 lower-case letters and digits, optionally with the `-secondary` suffix of a read replica.
 */
const AZURE_TABLE =
  /^[a-z0-9]{3,24}(-secondary)?\.(table\.core\.(windows\.net|chinacloudapi\.cn|usgovcloudapi\.net)|z[0-9]{2}\.table\.storage\.azure\.net)$/;

/** Cosmos DB for Table endpoints: `<account>.table.cosmos.azure.{com,cn,us}`. */
const COSMOS_TABLE = /^[a-z0-9-]{3,44}\.table\.cosmos\.azure\.(com|cn|us)$/;

/**
 * The host as the browser sends it: lower case, and punycode (`xn--…`) when the name holds
 * non-ASCII letters, so a lookalike letter cannot pass for the real one. Null for a text that is
 * not a URL.
 */
export function displayHost(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

/** Which kind of host `endpoint` (a URL) names; see HostKind. */
export function hostKind(endpoint: string): HostKind {
  let hostname: string;
  try {
    hostname = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  if (isLoopbackHost(hostname)) return 'loopback';
  if (AZURE_TABLE.test(hostname)) return 'azure-table';
  if (COSMOS_TABLE.test(hostname)) return 'cosmos-table';
  return 'other';
}
