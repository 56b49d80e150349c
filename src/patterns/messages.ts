/**
 * Every sentence the patterns room shows a user, in one place, as coded messages: what the write
 * load and the projection rest on, the checks' verdicts and the pattern errors (catalogue part
 * patterns.ts), and the write summary, the projection rules and why a write load or projection
 * cannot be computed (patterns-rules.ts).
 */
import { type Coded, type CostClass, coded } from '../engine';
import type { MismatchKind } from './types';

/** The cost class as a cell summary names it (lower case, the guide's words). */
const CLASS_KEYS = {
  point: 'patterns.classPoint',
  range: 'patterns.classRange',
  'partition-scan': 'patterns.classPartitionScan',
  'multi-partition-scan': 'patterns.classMultiPartitionScan',
  'table-scan': 'patterns.classTableScan',
  empty: 'patterns.classEmpty',
} as const satisfies Record<CostClass, string>;

/** How a failing summary counts each kind of mismatch. */
const COUNT_KEYS = {
  missing: 'patterns.countMissing',
  extra: 'patterns.countExtra',
  duplicate: 'patterns.countDuplicate',
  order: 'patterns.countOrder',
  unmapped: 'patterns.countUnmapped',
} as const satisfies Record<MismatchKind, string>;

/** Items as one coded list, "a, b, c", each said in the reader's language. */
function listed(items: readonly Coded[]): Coded {
  const [first, ...rest] = items;
  if (first === undefined) return coded('patterns.listEmpty');
  return rest.length === 0 ? first : coded('patterns.listPair', { first, rest: listed(rest) });
}

/** The room's words: messages, hints and cell summaries. */
export const MESSAGES = {
  noParameter: (name: string, known: readonly string[]): Coded =>
    known.length > 0
      ? coded('patterns.noParameterKnown', {
          name: `{${name}}`,
          known: known.map((k) => `{${k}}`).join(', '),
        })
      : coded('patterns.noParameter', { name: `{${name}}` }),
  notOneLiteral: (name: string): Coded => coded('patterns.notOneLiteral', { name }),
  badLiteral: (name: string, why: Coded): Coded => coded('patterns.badLiteral', { name, why }),
  templateFunction: (name: string, why: Coded): Coded =>
    coded('patterns.templateFunction', { name, why }),
  duplicateParameter: (name: string): Coded => coded('patterns.duplicateParameter', { name }),
  badParameterName: (name: string): Coded => coded('patterns.badParameterName', { name }),
  quotedKind: (name: string, type: string): Coded => coded('patterns.quotedKind', { name, type }),
  hintQuoted: coded('patterns.hintQuoted'),
  unclosedPlaceholder: coded('patterns.unclosedPlaceholder'),
  unclosedQuote: coded('patterns.unclosedQuote'),
  unknownRecordType: (type: string, known: readonly string[]): Coded =>
    coded('patterns.unknownRecordType', { type, known: known.join(', ') }),
  unknownProperty: (property: string, type: string): Coded =>
    coded('patterns.unknownProperty', { property, type }),
  keyInIntent: (property: string): Coded => coded('patterns.keyInIntent', { property }),
  badTop: (top: number): Coded => coded('patterns.badTop', { top: String(top) }),
  intentError: (message: Coded): Coded => coded('patterns.intentError', { message }),
  queryError: (message: Coded): Coded => coded('patterns.queryError', { message }),
  noQuery: coded('patterns.noQuery'),
  nameTheTable: (count: number): Coded => coded('patterns.nameTheTable', { count }),
  noSuchTable: (name: string, tables: string): Coded =>
    coded('patterns.noSuchTable', { name, tables }),
  tableTemplate: (message: Coded): Coded => coded('patterns.tableTemplate', { message }),
  patternBroken: coded('patterns.patternBroken'),
  designDoesNotFit: (name: string, reason: Coded | undefined): Coded =>
    coded('patterns.designDoesNotFit', {
      name,
      reason: reason ?? coded('patterns.designHasErrors'),
    }),
  noQueryWithSuggestion: (filter: string): Coded =>
    coded('patterns.noQueryWithSuggestion', { filter }),
  pass: (records: number, costClass: CostClass): Coded =>
    coded('patterns.pass', { count: records, costClass: coded(CLASS_KEYS[costClass]) }),
  /** "Wrong: 2 missing, 1 extra" from the counts of each kind found (at least one). */
  fail: (counts: readonly (readonly [MismatchKind, number])[]): Coded =>
    coded('patterns.fail', {
      parts: listed(counts.map(([k, n]) => coded(COUNT_KEYS[k], { count: n }))),
    }),
  missing: (record: Coded): Coded => coded('patterns.missing', { record }),
  missingCount: (count: number): Coded => coded('patterns.missingCount', { count }),
  extraEntity: (pk: string, rk: string): Coded => coded('patterns.extraEntity', { pk, rk }),
  extraListed: (count: number, pk: string, rk: string): Coded =>
    coded('patterns.extraListed', { count, pk, rk }),
  unreadable: (pk: string, rk: string): Coded => coded('patterns.unreadable', { pk, rk }),
  duplicate: (record: Coded): Coded => coded('patterns.duplicate', { record }),
  order: (before: Coded, after: Coded): Coded => coded('patterns.order', { before, after }),
  recordName: (type: string, index: number, label: string): Coded =>
    label === ''
      ? coded('patterns.recordName', { type, index: String(index) })
      : coded('patterns.recordNameLabel', { type, index: String(index), label }),
  noArrivalProperty: (property: string): Coded => coded('patterns.noArrivalProperty', { property }),
  badRate: (rate: number): Coded => coded('patterns.badRate', { rate: String(rate) }),
  badBucket: (seconds: number): Coded => coded('patterns.badBucket', { seconds: String(seconds) }),
  /** The busiest partition's and the account's peak rates against their targets. */
  writeSummary: (
    rates: { readonly partition: number; readonly account: number },
    targets: { readonly partition: number; readonly account: number },
    passes: boolean,
  ): Coded =>
    coded(passes ? 'patterns.writeWithin' : 'patterns.writeOver', {
      partition: Math.round(rates.partition),
      account: Math.round(rates.account),
      partitionTarget: targets.partition,
      accountTarget: targets.account,
    }),
  writeAssumptions: (
    settings: {
      readonly recordsPerSecond: number;
      readonly arrival: { readonly kind: string; readonly property?: string };
    },
    width: number,
    records: number,
  ): Coded[] => [
    coded('patterns.writeRate', { count: records, rate: settings.recordsPerSecond }),
    settings.arrival.kind === 'uniform'
      ? coded('patterns.arrivalUniform')
      : coded('patterns.arrivalByProperty', { property: settings.arrival.property ?? '' }),
    coded('patterns.writesPerEntity'),
    // Whole seconds are grouped the reader's way; a fraction keeps its digits, grouped by no one.
    coded('patterns.rateBucket', {
      seconds: Number.isInteger(width) ? width : String(Number(width.toFixed(3))),
    }),
    coded('patterns.writeTargets'),
  ],
  badScale: (records: number): Coded => coded('patterns.badScale', { records: String(records) }),
  ruleNone: coded('patterns.ruleNone'),
  model: [
    coded('patterns.modelProjection'),
    coded('patterns.modelFixed'),
    coded('patterns.modelScans'),
    coded('patterns.modelRanges'),
    coded('patterns.modelRequests'),
  ] as readonly Coded[],
} as const;
