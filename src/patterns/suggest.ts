/**
 * A suggested query for a pattern on a design, where the key templates make one possible: the
 * intent's `Property eq {param}` conjuncts are matched with entity sets whose PartitionKey (and
 * RowKey) template is literal text around one of those properties (the design room's key
 * shapes), and the key is rebuilt from the parameter with the same padding and case folding. The
 * other conjuncts stay as they are, on the properties the set carries. Only `and`-joined
 * intents are read; anything else gets no suggestion.
 */
import { type EntitySet, keyShapesOf, type RecordType } from '../design';
import { type KeyShape, prefixUpperBound } from '../engine';
import type { PreparedPattern } from './prepare';
import type { CandidateDesign } from './types';

const EQ = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s+eq\s+\{([A-Za-z][A-Za-z0-9_]*)\}\s*$/;

/** The intent's conjuncts: equalities with a parameter by property, and the rest as written. */
function conjuncts(intent: string): { eqs: Map<string, string>; rest: string[] } | null {
  if (/[()]|\b(or|not)\b/i.test(intent.replace(/'(?:[^']|'')*'/g, "''"))) return null;
  const eqs = new Map<string, string>();
  const rest: string[] = [];
  for (const part of intent.split(/\s+and\s+/i)) {
    const m = EQ.exec(part);
    if (m) eqs.set(m[1]!, m[2]!);
    else if (part.trim() !== '') rest.push(part.trim());
  }
  return { eqs, rest };
}

/** The quoted key a shape makes from a parameter, as a query template. */
function keyText(shape: KeyShape, param: string): string | null {
  if (/[{}]/.test(shape.prefix + shape.suffix)) return null;
  const fns = `${shape.pad === null ? '' : `|pad:${shape.pad}`}${shape.letterCase === null ? '' : `|${shape.letterCase}`}`;
  const quote = (s: string) => s.replaceAll("'", "''");
  return `'${quote(shape.prefix)}{${param}${fns}}${quote(shape.suffix)}'`;
}

/** A set's key as query text: a constant template, or a shape over an intent equality. */
function keyFor(
  template: string,
  shape: KeyShape | undefined,
  eqs: ReadonlyMap<string, string>,
  used: Set<string>,
): string | null {
  if (!template.includes('{')) return `'${template.replaceAll("'", "''")}'`;
  if (shape === undefined) return null;
  const param = eqs.get(shape.property);
  if (param === undefined) return null;
  // A case-folded key does not tell 'Jones' from 'JONES': the comparison stays beside it.
  if (shape.letterCase === null) used.add(shape.property);
  return keyText(shape, param);
}

/**
 * The RowKey range of a template's literal prefix ('empid_{...}'), which keeps one set's copies
 * apart from another's in a shared partition; null without a prefix.
 */
function prefixRange(template: string): string | null {
  const open = template.indexOf('{');
  const prefix = open < 0 ? '' : template.slice(0, open);
  const upper = prefixUpperBound(prefix);
  if (prefix === '' || upper === null || /[{}]/.test(prefix + upper)) return null;
  const q = (t: string) => `'${t.replaceAll("'", "''")}'`;
  return `RowKey ge ${q(prefix)} and RowKey lt ${q(upper)}`;
}

/** Whether a set's entities hold a record property as the record has it (not recomputed as text). */
const carries = (set: EntitySet, property: string): boolean =>
  !Object.hasOwn(set.computed ?? {}, property) &&
  (set.properties === 'all' || set.properties.includes(property));

/** The best query template the design's keys allow for the pattern, or null. */
export function suggestQuery(
  p: PreparedPattern,
  candidate: CandidateDesign,
  types: readonly RecordType[],
): string | null {
  const parts = conjuncts(p.pattern.intent);
  if (parts === null) return null;
  let best: { score: number; text: string } | null = null;
  for (const set of candidate.design.entitySets) {
    if (set.recordType !== p.type.name || set.kind === 'series') continue;
    const shapes = keyShapesOf({ name: '', entitySets: [{ ...set, kind: 'copy' }] }, types);
    const used = new Set<string>();
    const pk = keyFor(
      set.partitionKey,
      shapes.find((s) => s.key === 'PartitionKey'),
      parts.eqs,
      used,
    );
    if (pk === null) continue;
    const rk =
      keyFor(
        set.rowKey,
        shapes.find((s) => s.key === 'RowKey'),
        parts.eqs,
        used,
      ) ?? prefixRange(set.rowKey);
    const residual = [
      ...[...parts.eqs]
        .filter(([prop]) => !used.has(prop))
        .map(([prop, param]) => `${prop} eq {${param}}`),
      ...parts.rest,
    ];
    const residualProps = residual.map((r) => /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(r)?.[1] ?? '');
    if (
      residual.length > 0 &&
      (set.kind === 'index' || !residualProps.every((q) => carries(set, q)))
    ) {
      continue;
    }
    const rkPart = rk === null ? [] : rk.startsWith('RowKey') ? [rk] : [`RowKey eq ${rk}`];
    const score = (rk === null ? 1 : rk.startsWith('RowKey') ? 2 : 3) * 10 - residual.length;
    const text = [`PartitionKey eq ${pk}`, ...rkPart, ...residual].join(' and ');
    if (best === null || score > best.score) best = { score, text };
  }
  return best?.text ?? null;
}
