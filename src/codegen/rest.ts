/**
 * The REST call as a bash script: curl with `x-ms-version` and
 * `Accept: application/json;odata=minimalmetadata` (minimal, not no metadata, so Int64,
 * DateTime, Guid and Binary values keep their `@odata.type`), looping on the
 * `x-ms-continuation-NextPartitionKey` / `NextRowKey` headers until they are absent. The query
 * string is percent-encoded here, once, so the script never interprets filter text. A small awk
 * splitter prints each entity exactly as the service wrote it, one JSON line each: jq would
 * rewrite a whole Double `10.0` as `10`, which minimal metadata leaves as the only sign of its type.
 */
import { filterTemplate } from './filter-template';
import { bashPreamble, type CheckedQuery, shellQuoted } from './query';

/** Percent-encodes everything but RFC 3986's unreserved characters (so `'`, `(`, `)` too). */
function percentEncoded(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The query string of the first request, or null when text cannot be UTF-8 (a lone surrogate). */
export function restQueryString(query: CheckedQuery): string | null {
  const parts: string[] = [];
  try {
    if (query.ast !== null) parts.push(`$filter=${percentEncoded(filterTemplate(query.ast).text)}`);
    if (query.select.length > 0) parts.push(`$select=${percentEncoded(query.select.join(','))}`);
  } catch {
    return null;
  }
  if (query.top !== undefined) parts.push(`$top=${query.top}`);
  return parts.join('&');
}

/** The bash + curl program for a checked query. */
export function restProgram(query: CheckedQuery, queryString: string): string {
  const about = `Runs a Keyscope query against the Azure Table Storage REST API and prints each entity as one
JSON line. Needs: bash, curl, awk. Run: AZURE_TABLES_SAS='<sas token>' bash query-rest.sh`;
  return `${bashPreamble(query, about)}# The $filter, $select and $top of the query, already percent-encoded.
query=${shellQuoted(queryString)}
sas="\${AZURE_TABLES_SAS#\\?}"

# Prints each entity of a response body on a line of its own, as the service wrote it.
entities() {
  awk '{
    n = length($0); depth = 0; quoted = 0
    for (i = 1; i <= n; i++) {
      c = substr($0, i, 1)
      if (quoted) { if (c == "\\\\") i++; else if (c == "\\"") quoted = 0; continue }
      if (c == "\\"") quoted = 1
      else if (c == "{" || c == "[") { depth++; if (depth == 3) start = i }
      else if (c == "}" || c == "]") { if (depth == 3) print substr($0, start, i - start + 1); depth-- }
    }
  }'
}

# Percent-encodes a continuation token byte by byte.
urlencode() {
  local LC_ALL=C s=$1 out='' c i
  for ((i = 0; i < \${#s}; i++)); do
    c=\${s:i:1}
    case $c in
      [A-Za-z0-9.~_-]) out+=$c ;;
      *) printf -v c '%%%02X' "'$c"; out+=$c ;;
    esac
  done
  printf '%s' "$out"
}

headers=$(mktemp)
trap 'rm -f "$headers"' EXIT
next=''
while :; do
  url="$endpoint/$table()?\${query:+$query&}$sas$next"
  body=$(curl -sS --fail-with-body -D "$headers" \\
    -H 'x-ms-version: 2019-02-02' \\
    -H 'Accept: application/json;odata=minimalmetadata' \\
    "$url") || { echo "$body" >&2; exit 1; }
  printf '%s\n' "$body" | entities
  pk=$(sed -n 's/^x-ms-continuation-nextpartitionkey: *//Ip' "$headers" | tr -d '\\r')
  rk=$(sed -n 's/^x-ms-continuation-nextrowkey: *//Ip' "$headers" | tr -d '\\r')
  if [ -z "$pk" ] && [ -z "$rk" ]; then break; fi
  next="&NextPartitionKey=$(urlencode "$pk")"
  if [ -n "$rk" ]; then next+="&NextRowKey=$(urlencode "$rk")"; fi
done
`;
}
