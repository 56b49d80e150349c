/**
 * fast-check generators of valid workspaces, for the property tests of the share codec and
 * the autosave (test support only; the app never imports it).
 */
import fc from 'fast-check';
import { DESIGN_PRESETS } from '../datasets';
import { MAX_PAGE_SIZE, type RangePartitioning } from '../engine';
import { LOCALES } from '../i18n/locales';
import { SCENARIOS } from '../patterns';
import { MAX_SIZE, MAX_STEP, type Workspace } from './workspace';

/** The sample dataset ids the app offers (src/datasets). */
export const DATASET_IDS = [
  'employees',
  'employees-intra-index',
  'employees-inter-index',
  'expenses-log-tail',
  'app-log-hot',
  'message-counts-hourly',
  'message-counts-series',
] as const;

/** Any text, including astral characters and lone surrogates. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
      maxLength,
    }),
  );

/** A string the service accepts as a key. */
export const validKey = anyText(40).filter(
  (s) =>
    !/[/\\#?]/.test(s) &&
    ![...s].some(
      (c) => c.charCodeAt(0) <= 0x1f || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f),
    ),
);

const propertyName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,30}$/);

const rangePartitioning: fc.Arbitrary<RangePartitioning> = fc.oneof(
  fc.constant({ kind: 'single' } as const),
  fc.constant({ kind: 'every-partition' } as const),
  fc
    .uniqueArray(validKey, { maxLength: 6 })
    .map((partitionKeys) => ({ kind: 'split-at', partitionKeys }) as const),
);

/** A valid workspace; every field is sometimes left at its default. */
export const workspace: fc.Arbitrary<Workspace> = fc.record({
  dataset: fc.constantFrom(...DATASET_IDS),
  size: fc.oneof(fc.constant(200), fc.integer({ min: 1, max: MAX_SIZE })),
  seed: fc.oneof(fc.constant(1), fc.integer({ min: 0, max: 0xffff_ffff })),
  // The guide's designs, renamed at random: links must carry any design exactly.
  design: fc.option(
    fc
      .tuple(fc.constantFrom(...DESIGN_PRESETS.map((p) => p.design)), anyText(40))
      .map(([design, name]) => ({ ...design, name })),
    { nil: null },
  ),
  rangePartitioning,
  filter: fc.oneof(
    fc.constant(''),
    fc.constant("PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'"),
    anyText(300),
  ),
  top: fc.option(fc.integer({ min: 1, max: MAX_PAGE_SIZE }), { nil: null }),
  select: fc.uniqueArray(propertyName, { maxLength: 8 }),
  focusPartition: fc.option(validKey, { nil: null }),
  step: fc.option(fc.integer({ min: 0, max: MAX_STEP }), { nil: null }),
  presenter: fc.boolean(),
  language: fc.option(fc.constantFrom(...LOCALES), { nil: null }),
  imported: fc.option(
    fc.record(
      {
        name: fc.string({ minLength: 1, maxLength: 40 }),
        fingerprint: fc.stringMatching(/^[0-9a-f]{16}$/),
        count: fc.integer({ min: 1, max: 1_000_000 }),
        as: fc.constantFrom('records' as const, undefined),
      },
      { requiredKeys: ['name', 'fingerprint', 'count'] },
    ),
    { nil: null },
  ),
  // A bundled scenario's designs and patterns, a pattern's parameter sometimes retyped.
  comparison: fc.option(
    fc.tuple(fc.constantFrom(...SCENARIOS), anyText(30)).map(([s, value]) => ({
      designs: s.designs,
      patterns: s.patterns.map((p, i) =>
        i === 0 && p.parameters.length > 0
          ? { ...p, parameters: [{ ...p.parameters[0]!, value }, ...p.parameters.slice(1)] }
          : p,
      ),
    })),
    { nil: null },
  ),
  lesson: fc.option(
    fc.record({
      lesson: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/),
      step: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/),
    }),
    { nil: null },
  ),
  live: fc.option(
    fc.record({
      endpoint: fc.constantFrom(
        'https://acct.table.core.windows.net',
        'http://127.0.0.1:10002/devstoreaccount1',
      ),
      account: fc.constantFrom('acct', 'devstoreaccount1'),
      table: fc
        .stringMatching(/^[A-Za-z][A-Za-z0-9]{2,20}$/)
        .filter((t) => t.toLowerCase() !== 'tables'),
    }),
    { nil: null },
  ),
  highlight: fc.constant(null),
});
