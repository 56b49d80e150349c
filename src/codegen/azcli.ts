/**
 * The Azure CLI as a bash script: `az storage entity query` with `--filter`, `--select`,
 * `--num-results` (entities per request) and a `--marker` loop on the `nextMarker` az prints,
 * until there is none. Every value reaches az as one quoted argument, never through a shell
 * parse; jq prints the items, one JSON line each.
 *
 * az (2.45, Debian's azure-cli) prints values in its own lossy form: Int64 as
 * `{"edm_type": "Edm.Int64", "value": n}`, DateTime to the microsecond with `+00:00`, Guid and
 * Binary as bare strings, a whole Double as `10.0`. docs/codegen.md says how this was tested.
 */
import { filterTemplate } from './filter-template';
import { bashPreamble, type CheckedQuery, shellQuoted } from './query';

/** The az CLI program for a checked query. */
export function azcliProgram(query: CheckedQuery): string {
  const options: string[] = [];
  if (query.ast !== null)
    options.push(`args+=(--filter ${shellQuoted(filterTemplate(query.ast).text)})`);
  if (query.select.length > 0) {
    options.push(`args+=(--select ${query.select.map(shellQuoted).join(' ')})`);
  }
  if (query.top !== undefined) options.push(`args+=(--num-results ${query.top})`);
  const about = `Runs a Keyscope query with the Azure CLI and prints each entity as one JSON line.
Needs: az (azure-cli), jq. Run: AZURE_TABLES_SAS='<sas token>' bash query-az.sh`;
  return `${bashPreamble(query, about)}args=(storage entity query --table-endpoint "$endpoint" --table-name "$table"
  --sas-token "\${AZURE_TABLES_SAS#\\?}" --only-show-errors --output json)
${options.join('\n')}
marker=()
while :; do
  out=$(az "\${args[@]}" "\${marker[@]}")
  printf '%s' "$out" | jq -c '.items[] | del(.etag)'
  pk=$(printf '%s' "$out" | jq -r '.nextMarker.nextpartitionkey // empty')
  rk=$(printf '%s' "$out" | jq -r '.nextMarker.nextrowkey // empty')
  if [ -z "$pk" ]; then break; fi
  marker=(--marker "nextpartitionkey=$pk" "nextrowkey=$rk")
done
`;
}
