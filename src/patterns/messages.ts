/**
 * Every sentence the patterns room shows a user, in one place. What the write load and the
 * projection rest on are coded messages (catalogue part patterns.ts); the rest is still English.
 */
import { type Coded, coded } from '../engine';
const n = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The room's words: messages, hints and cell summaries. */
export const MESSAGES = {
  count: n,
  noParameter: (name: string, known: readonly string[]) =>
    `There is no parameter {${name}}${known.length > 0 ? `; parameters: ${known.map((k) => `{${k}}`).join(', ')}` : ''}`,
  notOneLiteral: (name: string) =>
    `Parameter ${name} must be exactly one $filter literal, such as 'text', 42, 42L, 4.5, true or datetime'2024-03-01T00:00:00Z'`,
  badLiteral: (name: string, why: string) => `Parameter ${name}: ${why}`,
  duplicateParameter: (name: string) => `Two parameters are named ${name}`,
  badParameterName: (name: string) =>
    `Parameter name '${name}' must start with a letter and hold only letters, digits and _`,
  quotedKind: (name: string, type: string) =>
    `Parameter ${name} is ${type}; inside quotes a placeholder can only apply key-template functions it accepts`,
  unclosedPlaceholder: 'A placeholder opened with { is not closed with }',
  unclosedQuote: 'A quoted string is not closed',
  unknownRecordType: (type: string, known: readonly string[]) =>
    `There is no record type ${type}; record types: ${known.join(', ')}`,
  unknownProperty: (property: string, type: string) => `${type} has no property ${property}`,
  keyInIntent: (property: string) =>
    `The intent is about records, which have no ${property}; write it over record properties`,
  badTop: (top: number) => `$top must be a whole number from 1 to 1000, not ${top}`,
  intentError: (message: string) => `Intent: ${message}`,
  queryError: (message: string) => `Query: ${message}`,
  noQuery: 'No query for this design yet',
  noQueryWithSuggestion: (filter: string) => `No query for this design yet; try ${filter}`,
  unknownDesign: (id: string) => `There is no design ${id} in this comparison`,
  pass: (records: number, costClass: string) =>
    `Correct: ${n(records, 'record')} as intended, ${costClass.replaceAll('-', ' ')}`,
  fail: (parts: readonly string[]) => `Wrong: ${parts.join(', ')}`,
  missing: (record: string) => `Missing ${record}`,
  missingCount: (count: number) => `${n(count, 'intended record')} not returned`,
  extraEntity: (pk: string, rk: string) => `Entity (${pk}, ${rk}) is not an intended record`,
  extraListed: (count: number, pk: string, rk: string) =>
    `Entity (${pk}, ${rk}) stands for ${n(count, 'record')} the intent does not select`,
  unreadable: (pk: string, rk: string) =>
    `Entity (${pk}, ${rk}) should list its records but its list property is missing`,
  duplicate: (record: string) => `${record} is returned more than once`,
  order: (before: string, after: string) =>
    `${after} comes after ${before}, against the expected order`,
  collisions: (count: number) =>
    `The design has ${n(count, 'key problem')}; some records are not stored as written`,
  recordName: (type: string, index: number, label: string) =>
    `${type} #${index}${label === '' ? '' : ` (${label})`}`,
  noArrivalProperty: (property: string) =>
    `No record type of this comparison has a DateTime property ${property} to order arrivals by`,
  badRate: (rate: number) =>
    `The write rate must be a positive number of records per second, not ${rate}`,
  badBucket: (seconds: number) =>
    `A time bucket must be a positive number of seconds, not ${seconds}`,
  writeSummary: (partition: number, account: number, passes: boolean) =>
    `Busiest partition ${Math.round(partition).toLocaleString('en-US')}/s (target 2,000), account ${Math.round(account).toLocaleString('en-US')}/s (target 20,000): ${passes ? 'within the targets' : 'over a target'}`,
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
    coded('patterns.rateBucket', {
      seconds: width.toLocaleString('en-US', { maximumFractionDigits: 3 }),
    }),
    coded('patterns.writeTargets'),
  ],
  badScale: (records: number) =>
    `A projection needs a positive whole number of records, not ${records}`,
  ruleNone: 'Nothing measured: the cell has no query or an error',
  ruleTop: 'Stops at $top: reads the same at any size',
  ruleFixed: (costClass: string) =>
    costClass === 'empty'
      ? 'Reads nothing at any size'
      : 'A point query reads one entity at any size',
  ruleManyPartitions:
    'The design gains partitions as it grows (one per 1,000 entities or more): one partition reads the same',
  ruleScaled: (costClass: string) =>
    `A ${costClass.replaceAll('-', ' ')} grows with the data: scanned and returned × the scale factor`,
  model: [
    coded('patterns.modelProjection'),
    coded('patterns.modelFixed'),
    coded('patterns.modelScans'),
    coded('patterns.modelRanges'),
    coded('patterns.modelRequests'),
  ] as readonly Coded[],
} as const;
