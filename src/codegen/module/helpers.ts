/** Picking a module's helpers: only those a design uses, with what they call, in a stable order. */

/** A helper's source text and the helpers it calls. */
export interface HelperSource {
  readonly source: string;
  readonly needs?: readonly string[];
}

/** The sources of the helpers `used` and of what they need, in `table`'s order. */
export function pickHelpers(
  table: Readonly<Record<string, HelperSource>>,
  used: ReadonlySet<string>,
): string[] {
  const all = new Set<string>();
  const add = (name: string) => {
    if (all.has(name)) return;
    all.add(name);
    for (const n of table[name]?.needs ?? []) add(n);
  };
  for (const name of used) add(name);
  return Object.keys(table)
    .filter((name) => all.has(name))
    .map((name) => table[name]!.source);
}
