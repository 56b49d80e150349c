/**
 * Every answer the advisor can make for a pattern on a design, from the intent and the design's
 * key templates and entity sets (docs/access-patterns.md, "Proposed queries"): per entity set of
 * the pattern's record type, its PartitionKey and RowKey conditions (key-terms.ts) joined with
 * the conjuncts the keys do not encode, as property filters where the set carries the property.
 * A PartitionKey that starts with a hash bucket the intent cannot pin becomes one query per
 * bucket, merged. A set whose entities live in tables of their own is read in the table its
 * template names from the parameters. Each answer carries a rank of its shape (fewer partitions
 * and keys first), so the check tries the likely cheapest first; the check decides.
 */
import type { EntitySet, RecordType } from '../../design';
import type { AccessPattern, DesignAnswer, QueryMerge } from '../types';
import { type Conjunct, conjunctsOf } from './conjuncts';
import { type KeyPiece, keyPieces } from './key-pieces';
import { boundsOf, type KeyReach, type KeyTerm, keyTerms } from './key-terms';

/** An answer the advisor may propose, with the rank of its shape (lower is likelier cheaper). */
export interface CandidateAnswer {
  readonly answer: DesignAnswer;
  readonly rank: number;
}

/** The most tables an answer reads one after another. */
const MAX_TABLES = 64;

const REACH_RANK: Readonly<Record<KeyReach, number>> = { eq: 0, range: 1, prefix: 2, none: 3 };

/** Whether a set's entities hold a property as the record has it (not recomputed as text). */
const carries = (set: EntitySet, property: string): boolean =>
  !Object.hasOwn(set.computed ?? {}, property) &&
  (set.properties === 'all' || set.properties.includes(property));

/**
 * A conjunct as a property filter on a set's entities: as the intent writes it when the set
 * carries the property, through a computed text of it (`EmployeeId eq '{employee|pad:6}'`) for an
 * equality, or null when the set's entities cannot be filtered on it.
 */
function propertyFilter(c: Conjunct, set: EntitySet, type: RecordType): string | null {
  if (carries(set, c.property)) return c.text;
  const computed = set.computed?.[c.property];
  if (computed === undefined || c.op !== 'eq' || c.param === null) return null;
  const pieces = keyPieces(computed, type);
  if (pieces === null) return null;
  let text = '';
  for (const p of pieces) {
    if (p.kind === 'literal') text += p.text.replaceAll("'", "''").replace(/[{}]/g, '$&$&');
    else if (p.property === c.property && p.oneToOne) text += `{${c.param}${p.functions}}`;
    else return null;
  }
  return `${c.property} eq '${text}'`;
}

/** The table template a routed set is read from, over the parameters, or null. */
function tableTemplate(template: string, type: RecordType, conjuncts: readonly Conjunct[]) {
  const pieces = keyPieces(template, type);
  if (pieces === null) return null;
  let text = '';
  for (const p of pieces) {
    if (p.kind === 'literal') {
      text += p.text.replace(/[{}]/g, '$&$&');
      continue;
    }
    const { eq, lower } = boundsOf(conjuncts, p.property);
    // A range's table is its start's: the check tells whether the range stays in it.
    const c = eq ?? (p.fieldClass === 'coarse-up' ? lower : undefined);
    if (c?.param == null) return null;
    text += `{${c.param}${p.functions}}`;
  }
  return text;
}

/** The PartitionKey templates to read: one, or one per hash bucket the intent leaves open. */
function bucketed(pieces: readonly KeyPiece[], conjuncts: readonly Conjunct[]): KeyPiece[][] {
  const at = pieces.findIndex(
    (p) =>
      p.kind === 'field' &&
      p.fieldClass === 'hash' &&
      boundsOf(conjuncts, p.property).eq === undefined,
  );
  const field = pieces[at];
  if (field?.kind !== 'field' || field.buckets === undefined) return [[...pieces]];
  return field.buckets.map((text) =>
    pieces.map((p, k) => (k === at ? { kind: 'literal', text } : p)),
  );
}

/** The answers one entity set allows. */
function setAnswers(
  pattern: AccessPattern,
  set: EntitySet,
  type: RecordType,
  conjuncts: readonly Conjunct[],
  tableNames: readonly string[],
): CandidateAnswer[] {
  const pk = keyPieces(set.partitionKey, type);
  const rk = keyPieces(set.rowKey, type);
  if (pk === null || rk === null) return [];
  const table = set.table === undefined ? undefined : tableTemplate(set.table, type, conjuncts);
  const partitions = bucketed(pk, conjuncts).map((pieces) =>
    keyTerms('PartitionKey', pieces, conjuncts),
  );
  const rows = keyTerms('RowKey', rk, conjuncts);
  const several = partitions.length > 1;
  // A table the parameters do not name: every table of the design, one after another, in name
  // order or its reverse (newest first, for tables named by period).
  const everyTable = table === null ? tableNames.map((n) => n.replace(/[{}]/g, '$&$&')) : [];
  if (table === null && (several || everyTable.length === 0 || everyTable.length > MAX_TABLES))
    return [];
  const out: CandidateAnswer[] = [];
  for (const [i, pkTerm] of partitions[0]!.entries()) {
    for (const rkTerm of rows) {
      const exact = new Set([...pkTerm.exact, ...rkTerm.exact]);
      let loose = false;
      const residual: string[] = [];
      // Index and series entities hold no record's properties to filter on: their keys decide.
      if (set.kind === 'copy') {
        for (const c of conjuncts) {
          if (exact.has(c)) continue;
          const f = propertyFilter(c, set, type);
          if (f === null) loose = true;
          else residual.push(f);
        }
      }
      const filterOf = (term: KeyTerm) =>
        [...term.terms, ...rkTerm.terms, ...residual].join(' and ');
      const filters = partitions.map((variants) => filterOf(variants[i]!));
      if (filters.some((f) => f === '')) continue;
      const rank =
        (several ? 1 : REACH_RANK[pkTerm.reach] * 2) * 10 +
        REACH_RANK[rkTerm.reach] +
        (loose ? 100 : 0);
      if (table === null) {
        for (const names of [everyTable, [...everyTable].reverse()]) {
          const queries = names.map((name) => ({ filter: filters[0]!, table: name }));
          out.push({ answer: { merge: 'in-order', queries }, rank: rank + 20 });
        }
        continue;
      }
      const merges: QueryMerge[] =
        several && pattern.order !== undefined ? ['by-row-key', 'in-order'] : ['in-order'];
      for (const merge of merges) {
        const answer: DesignAnswer =
          !several && table === undefined
            ? filters[0]!
            : {
                merge,
                queries: filters.map((filter) =>
                  table === undefined ? { filter } : { filter, table },
                ),
              };
        out.push({ answer, rank });
      }
    }
  }
  return out;
}

/** Every answer the advisor can make for a pattern on a design's sets, likeliest cheapest first. */
export function candidateAnswers(
  pattern: AccessPattern,
  sets: readonly EntitySet[],
  types: readonly RecordType[],
  tableNames: readonly string[] = [],
): CandidateAnswer[] {
  const conjuncts = conjunctsOf(pattern.intent);
  const type = types.find((t) => t.name === pattern.recordType);
  if (conjuncts === null || type === undefined) return [];
  const out = sets
    .filter((s) => s.recordType === type.name)
    .flatMap((s) => setAnswers(pattern, s, type, conjuncts, tableNames));
  return out.sort((a, b) => a.rank - b.rank);
}
