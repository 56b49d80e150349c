/**
 * fast-check arbitraries for property tests across the engine: Edm values of every type, property
 * names, keys, stored and wire entities, and random filter ASTs. Values mix a small pool of
 * "interesting" constants (boundaries, equal-looking values of different types, NaN, -0) with
 * the full range, so random filters and random entities meet often enough to exercise equality
 * and ordering, not only mismatches. Test-only: nothing in the app imports this folder.
 */
import fc from 'fast-check';
import type { CompareOp, FilterNode } from '../ast';
import { MAX_DATETIME_TICKS, MIN_DATETIME_TICKS } from '../datetime';
import type { EdmType, EdmValue } from '../edm';
import { EDM_TYPES } from '../edm';
import type { StoredEntity, WireEntity } from '../entity';
import { SYSTEM_PROPERTIES } from '../validate';
import { toWireEntity } from '../wire';

/** A span for generated nodes; compare ASTs with `stripSpans` when spans do not matter. */
const NO_SPAN = { from: 0, to: 0 } as const;

/**
 * Property names random entities and filters share, so comparisons hit stored properties often.
 * `constructor` and `__proto__` are legal names that trip code using plain objects as maps.
 */
const PROPERTY_POOL: readonly string[] = [
  'Age',
  'Name',
  'Price',
  'IsActive',
  'Big',
  'Joined',
  'Id',
  'Blob',
  'constructor',
  '__proto__',
];

/**
 * The type each pool name usually holds (system properties included), so random filters often
 * compare a property with a literal of its stored type; other types still turn up for mismatches.
 */
const HOME_TYPES: Readonly<Record<string, EdmType>> = {
  Age: 'Edm.Int32',
  Name: 'Edm.String',
  Price: 'Edm.Double',
  IsActive: 'Edm.Boolean',
  Big: 'Edm.Int64',
  Joined: 'Edm.DateTime',
  Id: 'Edm.Guid',
  Blob: 'Edm.Binary',
  PartitionKey: 'Edm.String',
  RowKey: 'Edm.String',
  Timestamp: 'Edm.DateTime',
};

/** A value for property `name`: usually of its home type, sometimes of any type. */
function arbValueFor(name: string, options: EdmValueOptions = {}): fc.Arbitrary<EdmValue> {
  const home = Object.hasOwn(HOME_TYPES, name) ? HOME_TYPES[name] : undefined;
  const any = arbEdmValue(options);
  return home === undefined
    ? any
    : fc.oneof(
        { arbitrary: arbEdmValueOfType(home, options), weight: 3 },
        { arbitrary: any, weight: 1 },
      );
}

/** Words the filter language reserves; a property with one of these names cannot be written. */
const RESERVED_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'not',
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'true',
  'false',
  'null',
]);

/** Any UTF-16 code unit, lone surrogates included (keys and strings are UTF-16, not Unicode). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));

/** A string of arbitrary UTF-16 code units. */
function arbUtf16String(maxLength = 12): fc.Arbitrary<string> {
  return fc.string({ unit: codeUnit, maxLength });
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** 2008-07-10T00:00:00Z, the docs' favourite date. */
const TICKS_2008_07_10 = 633_512_448_000_000_000n;

/** Options for `arbEdmValue`. */
export interface EdmValueOptions {
  /** Only finite Doubles (filter literals cannot be NaN or infinite). Default false. */
  readonly finiteDoubles?: boolean;
}

/** A value of one Edm type: boundary and pool constants mixed with the full range. */
function arbEdmValueOfType(type: EdmType, options: EdmValueOptions = {}): fc.Arbitrary<EdmValue> {
  const of = <T>(arb: fc.Arbitrary<T>) => arb.map((value) => ({ type, value }) as EdmValue);
  switch (type) {
    case 'Edm.String':
      return of(
        fc.oneof(
          fc.constantFrom('', 'a', 'ab', 'b', 'Jones', "O'Brien", '10', '9', '\uffff'),
          arbUtf16String(),
        ),
      );
    case 'Edm.Int32':
      return of(
        fc.oneof(
          fc.constantFrom(0, 1, -1, 10, 30, -2_147_483_648, 2_147_483_647),
          fc.integer().map((n) => n | 0),
        ),
      );
    case 'Edm.Int64':
      return of(
        fc.oneof(
          fc.constantFrom(0n, 1n, -1n, 10n, 30n, INT64_MIN, INT64_MAX),
          fc.bigInt({ min: INT64_MIN, max: INT64_MAX }),
        ),
      );
    case 'Edm.Double': {
      const special = options.finiteDoubles
        ? fc.constantFrom(0, -0, 1, 1.5, 10, 30, -2.5, 1e21, 5e-324)
        : fc.constantFrom(0, -0, 1, 1.5, 10, 30, -2.5, 1e21, Number.NaN, Infinity, -Infinity);
      const any = options.finiteDoubles
        ? fc.double({ noNaN: true, noDefaultInfinity: true })
        : fc.double();
      return of(fc.oneof(special, any));
    }
    case 'Edm.Boolean':
      return of(fc.boolean());
    case 'Edm.DateTime':
      return of(
        fc.oneof(
          fc.constantFrom(
            MIN_DATETIME_TICKS,
            MAX_DATETIME_TICKS,
            TICKS_2008_07_10,
            TICKS_2008_07_10 + 1n,
          ),
          fc.bigInt({ min: MIN_DATETIME_TICKS, max: MAX_DATETIME_TICKS }),
        ),
      );
    case 'Edm.Guid':
      return of(
        fc.oneof(
          fc.constantFrom(
            '00000000-0000-0000-0000-000000000000',
            'c9da6455-213d-42c9-9a79-3e9149a57833',
            'ffffffff-ffff-ffff-ffff-ffffffffffff',
          ),
          fc.uuid(),
        ),
      );
    case 'Edm.Binary':
      return of(
        fc.oneof(
          fc.constantFrom(new Uint8Array([]), new Uint8Array([0x0a, 0xff]), new Uint8Array([0])),
          fc.uint8Array({ maxLength: 8 }),
        ),
      );
  }
}

/** A value of a random Edm type (or one of `types`). */
export function arbEdmValue(
  options: EdmValueOptions & { readonly types?: readonly EdmType[] } = {},
): fc.Arbitrary<EdmValue> {
  return fc
    .constantFrom(...(options.types ?? EDM_TYPES))
    .chain((t) => arbEdmValueOfType(t, options));
}

/** A valid custom property name that a filter can also name (no reserved word, no system name). */
function arbPropertyName(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...PROPERTY_POOL),
    fc
      .stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,15}$/)
      .filter(
        (n) =>
          !RESERVED_WORDS.has(n) && n !== 'PartitionKey' && n !== 'RowKey' && n !== 'Timestamp',
      ),
  );
}

/**
 * A valid PartitionKey or RowKey: any UTF-16 code units except the forbidden ones, with surrogates
 * only in pairs (a lone half has no UTF-8 form, so no key holds one).
 */
export function arbKey(maxLength = 10): fc.Arbitrary<string> {
  const single = fc
    .integer({ min: 0, max: 0xffff })
    .filter(
      (u) =>
        !(
          u <= 0x1f ||
          (u >= 0x7f && u <= 0x9f) ||
          (u >= 0xd800 && u <= 0xdfff) ||
          u === 0x2f ||
          u === 0x5c ||
          u === 0x23 ||
          u === 0x3f
        ),
    )
    .map((u) => String.fromCharCode(u));
  const pair = fc.integer({ min: 0x10000, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));
  return fc.oneof(
    fc.constantFrom('', 'a', 'Sales', 'b', '000100'),
    fc.string({ unit: fc.oneof({ arbitrary: single, weight: 9 }, pair), maxLength }),
  );
}

/** Options for `arbStoredEntity`. */
export interface EntityOptions {
  /** Names the entity's properties are drawn from (each present or not). Default PROPERTY_POOL. */
  readonly names?: readonly string[];
  /** Types the values are drawn from. Default every Edm type. */
  readonly types?: readonly EdmType[];
}

/** A valid stored entity: random keys, Timestamp, and a random subset of `names` of random types. */
export function arbStoredEntity(options: EntityOptions = {}): fc.Arbitrary<StoredEntity> {
  const names = options.names ?? PROPERTY_POOL;
  const types = options.types;
  const entry = fc
    .constantFrom(...names)
    .chain((n) =>
      fc.tuple(fc.constant(n), types === undefined ? arbValueFor(n) : arbEdmValue({ types })),
    );
  return fc
    .record({
      PartitionKey: arbKey(),
      RowKey: arbKey(),
      Timestamp: fc.bigInt({ min: MIN_DATETIME_TICKS, max: MAX_DATETIME_TICKS }),
      entries: fc.uniqueArray(entry, { selector: ([n]) => n, maxLength: names.length }),
    })
    .map(({ entries, ...keys }) => ({ ...keys, properties: Object.fromEntries(entries) }));
}

/** The wire form of a random valid stored entity (with its Timestamp). */
export function arbWireEntity(options: EntityOptions = {}): fc.Arbitrary<WireEntity> {
  return arbStoredEntity(options).map((e) => toWireEntity(e));
}

/** Options for `arbFilterAst`. */
export interface FilterAstOptions {
  /** Custom property names to compare; the system properties are always added. */
  readonly names?: readonly string[];
  /** Deepest `and`/`or`/`not` nesting. Default 4. */
  readonly maxDepth?: number;
}

const OPS: readonly CompareOp[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'];

/** Counts the comparisons of an AST (the service allows 15). */
export function countComparisons(node: FilterNode): number {
  switch (node.kind) {
    case 'and':
    case 'or':
      return countComparisons(node.left) + countComparisons(node.right);
    case 'not':
      return countComparisons(node.operand);
    case 'compare':
      return 1;
    default:
      return 0;
  }
}

/**
 * A random valid filter AST (spans all zero) of at most 15 comparisons: comparisons of every Edm
 * type on custom and system properties, reversed or not, bare properties, `true`/`false`, and
 * `and`/`or`/`not` in any shape.
 */
export function arbFilterAst(options: FilterAstOptions = {}): fc.Arbitrary<FilterNode> {
  const names = [...(options.names ?? PROPERTY_POOL), ...SYSTEM_PROPERTIES];
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 5 },
    { arbitrary: arbPropertyName(), weight: 1 },
  );
  const compare: fc.Arbitrary<FilterNode> = fc
    .record({
      op: fc.constantFrom(...OPS),
      property: name,
      reversed: fc.boolean(),
    })
    .chain((c) =>
      arbValueFor(c.property, { finiteDoubles: true }).map((value) => ({ ...c, value })),
    )
    .map((c) => ({
      kind: 'compare',
      ...c,
      propertySpan: NO_SPAN,
      valueSpan: NO_SPAN,
      span: NO_SPAN,
    }));
  const leaf: fc.Arbitrary<FilterNode> = fc.oneof(
    { arbitrary: compare, weight: 6 },
    {
      arbitrary: name.map((n) => ({ kind: 'property', name: n, span: NO_SPAN }) as FilterNode),
      weight: 1,
    },
    {
      arbitrary: fc.boolean().map((v) => ({ kind: 'bool', value: v, span: NO_SPAN }) as FilterNode),
      weight: 1,
    },
  );
  const { node } = fc.letrec<{ node: FilterNode }>((tie) => ({
    node: fc.oneof(
      { maxDepth: options.maxDepth ?? 4, depthIdentifier: 'filter' },
      leaf,
      fc
        .tuple(fc.constantFrom('and' as const, 'or' as const), tie('node'), tie('node'))
        .map(([kind, left, right]) => ({ kind, left, right, span: NO_SPAN })),
      tie('node').map((operand) => ({ kind: 'not', operand, span: NO_SPAN }) as FilterNode),
    ),
  }));
  return node.filter((n) => countComparisons(n) <= 15);
}
