/**
 * Edits of a comparison spec, as pure functions: start from a scenario or the explorer's
 * dataset, add, rename, replace and remove designs (two to four), and add, edit and remove
 * patterns. Each returns a new spec; a refused edit returns a message instead.
 */
import type { Design } from '../../design';
import { type Coded, coded } from '../../engine';
import {
  type AccessPattern,
  type CandidateDesign,
  DEFAULT_ASSUMPTIONS,
  EXAMPLE_PRICES,
  type Scenario,
} from '../../patterns';
import { type ComparisonSetup, DEFAULT_WRITE_LOAD, MAX_DESIGNS, MIN_DESIGNS } from './setup';

/** A spec, or why the edit was refused (coded, for the reader's language). */
export type Edited =
  | { readonly ok: true; readonly spec: ComparisonSetup }
  | { readonly ok: false; readonly error: Coded };

/** The scenario's comparison: its records, its first designs (at most four), its patterns. */
export function specFromScenario(scenario: Scenario, seed = 1): ComparisonSetup {
  return {
    scenario: scenario.id,
    dataset: scenario.dataset,
    size: scenario.size,
    seed,
    designs: scenario.designs.slice(0, MAX_DESIGNS),
    patterns: scenario.patterns,
    writeLoad: scenario.writeLoad ?? DEFAULT_WRITE_LOAD,
    scale: null,
    workload: scenario.workload ?? null,
    assumptions: DEFAULT_ASSUMPTIONS,
    prices: EXAMPLE_PRICES,
  };
}

/** A comparison of the explorer's records with its design as the first column, and no patterns. */
export function specFromDataset(
  recipe: { readonly dataset: string; readonly size: number; readonly seed: number },
  design: Design,
): ComparisonSetup {
  return {
    scenario: null,
    ...recipe,
    designs: [{ id: 'd1', design }],
    patterns: [],
    writeLoad: DEFAULT_WRITE_LOAD,
    scale: null,
    workload: null,
    assumptions: DEFAULT_ASSUMPTIONS,
    prices: EXAMPLE_PRICES,
  };
}

/** An id of the form `${prefix}${n}` that none of `taken` has. */
function freshId(prefix: string, taken: readonly string[]): string {
  for (let n = 1; ; n++) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A name not yet used by another column: `name`, else `name (2)`, `name (3)`, ... */
function freeName(name: string, designs: readonly CandidateDesign[]): string {
  const used = new Set(designs.map((d) => d.design.name));
  if (!used.has(name)) return name;
  for (let n = 2; ; n++) if (!used.has(`${name} (${n})`)) return `${name} (${n})`;
}

/**
 * Adds `design` as a new column, under a name no other column has; a preset keeps its preset
 * id (`presetId`) as the column's id when free, so a link names it in a few characters.
 */
export function addDesign(spec: ComparisonSetup, design: Design, presetId?: string): Edited {
  if (spec.designs.length >= MAX_DESIGNS)
    return { ok: false, error: coded('state.comparisonFull', { count: MAX_DESIGNS }) };
  const taken = spec.designs.map((d) => d.id);
  const id = presetId && !taken.includes(presetId) ? presetId : freshId('d', taken);
  const named = { ...design, name: freeName(design.name, spec.designs) };
  return { ok: true, spec: { ...spec, designs: [...spec.designs, { id, design: named }] } };
}

/** Removes a column, and its queries from every pattern; a comparison keeps at least two. */
export function removeDesign(spec: ComparisonSetup, designId: string): Edited {
  if (spec.designs.length <= MIN_DESIGNS)
    return { ok: false, error: coded('state.comparisonTooFew', { count: MIN_DESIGNS }) };
  const patterns = spec.patterns.map((p) => {
    const { [designId]: _gone, ...queries } = p.queries;
    return { ...p, queries };
  });
  return {
    ok: true,
    spec: { ...spec, designs: spec.designs.filter((d) => d.id !== designId), patterns },
  };
}

/** Renames a column; the name must be non-empty and not another column's. */
export function renameDesign(spec: ComparisonSetup, designId: string, name: string): Edited {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, error: coded('state.designNameless') };
  if (spec.designs.some((d) => d.id !== designId && d.design.name === trimmed))
    return { ok: false, error: coded('state.designNameTaken', { name: trimmed }) };
  return replaceDesign(spec, designId, (design) => ({ ...design, name: trimmed }));
}

/** Replaces a column's design (an edit in the key-design editor); its id and queries stay. */
export function replaceDesign(
  spec: ComparisonSetup,
  designId: string,
  change: (design: Design) => Design,
): Edited {
  if (!spec.designs.some((d) => d.id === designId))
    return { ok: false, error: coded('state.noSuchDesign', { id: designId }) };
  const designs = spec.designs.map((d) =>
    d.id === designId ? { ...d, design: change(d.design) } : d,
  );
  return { ok: true, spec: { ...spec, designs } };
}

/** Replaces the pattern with `pattern.id`, or adds it as a new row. */
export function putPattern(spec: ComparisonSetup, pattern: AccessPattern): ComparisonSetup {
  const at = spec.patterns.findIndex((p) => p.id === pattern.id);
  const patterns =
    at < 0 ? [...spec.patterns, pattern] : spec.patterns.map((p, i) => (i === at ? pattern : p));
  return { ...spec, patterns };
}

/** Removes a row. */
export function removePattern(spec: ComparisonSetup, patternId: string): ComparisonSetup {
  return { ...spec, patterns: spec.patterns.filter((p) => p.id !== patternId) };
}

/**
 * Sets parameter `name` to `value` in every pattern that has it, so one edit (an e-mail, a
 * department) re-checks every row that asks by it.
 */
export function setParameter(spec: ComparisonSetup, name: string, value: string): ComparisonSetup {
  const patterns = spec.patterns.map((p) =>
    p.parameters.some((q) => q.name === name)
      ? { ...p, parameters: p.parameters.map((q) => (q.name === name ? { ...q, value } : q)) }
      : p,
  );
  return { ...spec, patterns };
}

/** A new, empty pattern over `recordType`, with an id no row has. */
export function newPattern(spec: ComparisonSetup, recordType: string): AccessPattern {
  return {
    id: freshId(
      'p',
      spec.patterns.map((p) => p.id),
    ),
    name: 'New pattern',
    recordType,
    parameters: [],
    intent: '',
    queries: {},
  };
}
