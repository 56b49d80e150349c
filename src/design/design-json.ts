/**
 * Designs as JSON, for share links and saved workspaces. A design is plain data, so writing it
 * is `JSON.stringify`; reading validates everything from outside and says what is wrong and where
 * (a path such as `entitySets[1].rowKey`), and builds fresh objects (no prototype from the input).
 */
import { type Coded, coded, MAX_CUSTOM_PROPERTIES } from '../engine';
import { MAX_ENTITY_SETS } from './design-compile';
import { MAX_TEMPLATE_LENGTH } from './template-parse';
import type { Design, EntitySet, EntitySetKind, IndexOptions, SeriesOptions } from './types';

/** The outcome of reading a design: the design, or what is wrong and where (coded). */
export type DesignFromJSON =
  | { readonly ok: true; readonly design: Design }
  | { readonly ok: false; readonly error: Coded };

/** Longest design, set, property and record type name accepted. */
const MAX_NAME_LENGTH = 255;
const MAX_SEPARATOR_LENGTH = 16;
const KINDS: readonly EntitySetKind[] = ['copy', 'index', 'series'];

/** Thrown only inside this module, to unwind to `designFromJSON` with a path. */
class Invalid {
  constructor(
    readonly path: string,
    readonly message: Coded,
  ) {}
}

function object(
  v: unknown,
  path: string,
  keys: readonly string[],
  required: readonly string[],
): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new Invalid(path, coded('design.jsonNotObject'));
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!keys.includes(k))
      throw new Invalid(
        path,
        coded('design.jsonUnknownField', { field: k, expected: keys.join(', ') }),
      );
  }
  for (const k of required)
    if (!Object.hasOwn(o, k)) throw new Invalid(path, coded('design.jsonMissing', { field: k }));
  return o;
}

function text(v: unknown, path: string, max: number): string {
  if (typeof v !== 'string') throw new Invalid(path, coded('design.jsonNotString'));
  if (v.length > max)
    throw new Invalid(path, coded('design.jsonTooLong', { length: v.length, limit: max }));
  return v;
}

function list<T>(
  v: unknown,
  path: string,
  max: number,
  item: (x: unknown, path: string) => T,
): T[] {
  if (!Array.isArray(v)) throw new Invalid(path, coded('design.jsonNotArray'));
  if (v.length > max)
    throw new Invalid(path, coded('design.jsonTooManyItems', { count: v.length, limit: max }));
  return v.map((x, i) => item(x, `${path}[${i}]`));
}

function indexOptions(v: unknown, path: string): IndexOptions {
  const o = object(v, path, ['property', 'value', 'separator'], ['property', 'value']);
  const property = text(o.property, `${path}.property`, MAX_NAME_LENGTH);
  const value = text(o.value, `${path}.value`, MAX_TEMPLATE_LENGTH);
  return o.separator === undefined
    ? { property, value }
    : { property, value, separator: text(o.separator, `${path}.separator`, MAX_SEPARATOR_LENGTH) };
}

function seriesOptions(v: unknown, path: string): SeriesOptions {
  const o = object(v, path, ['name', 'value'], ['name', 'value']);
  return {
    name: text(o.name, `${path}.name`, MAX_TEMPLATE_LENGTH),
    value: text(o.value, `${path}.value`, MAX_NAME_LENGTH),
  };
}

function entitySet(v: unknown, path: string): EntitySet {
  const o = object(
    v,
    path,
    [
      'name',
      'recordType',
      'kind',
      'partitionKey',
      'rowKey',
      'table',
      'properties',
      'computed',
      'index',
      'series',
    ],
    ['name', 'recordType', 'kind', 'partitionKey', 'rowKey', 'properties'],
  );
  const kind = o.kind as EntitySetKind;
  if (!KINDS.includes(kind))
    throw new Invalid(`${path}.kind`, coded('design.jsonKind', { kinds: KINDS.join(', ') }));
  const properties =
    o.properties === 'all'
      ? 'all'
      : list(o.properties, `${path}.properties`, MAX_CUSTOM_PROPERTIES, (x, p) =>
          text(x, p, MAX_NAME_LENGTH),
        );
  const set: EntitySet = {
    name: text(o.name, `${path}.name`, MAX_NAME_LENGTH),
    recordType: text(o.recordType, `${path}.recordType`, MAX_NAME_LENGTH),
    kind,
    partitionKey: text(o.partitionKey, `${path}.partitionKey`, MAX_TEMPLATE_LENGTH),
    rowKey: text(o.rowKey, `${path}.rowKey`, MAX_TEMPLATE_LENGTH),
    properties,
  };
  const extra: {
    table?: string;
    computed?: Record<string, string>;
    index?: IndexOptions;
    series?: SeriesOptions;
  } = {};
  if (o.table !== undefined) extra.table = text(o.table, `${path}.table`, MAX_TEMPLATE_LENGTH);
  if (o.computed !== undefined) {
    const c = object(o.computed, `${path}.computed`, Object.keys(o.computed ?? {}), []);
    const entries = Object.entries(c);
    if (entries.length > MAX_CUSTOM_PROPERTIES)
      throw new Invalid(
        `${path}.computed`,
        coded('design.jsonTooManyComputed', {
          count: entries.length,
          limit: MAX_CUSTOM_PROPERTIES,
        }),
      );
    // fromEntries defines own properties, so a name like __proto__ stays a plain key.
    extra.computed = Object.fromEntries(
      entries.map(([name, t]) => [
        text(name, `${path}.computed`, MAX_NAME_LENGTH),
        text(t, `${path}.computed.${name}`, MAX_TEMPLATE_LENGTH),
      ]),
    );
  }
  if (o.index !== undefined) extra.index = indexOptions(o.index, `${path}.index`);
  if (o.series !== undefined) extra.series = seriesOptions(o.series, `${path}.series`);
  if (kind === 'index' && extra.index === undefined)
    throw new Invalid(path, coded('design.jsonIndexOptions'));
  if (kind === 'series' && extra.series === undefined)
    throw new Invalid(path, coded('design.jsonSeriesOptions'));
  return { ...set, ...extra };
}

/** Reads a design from parsed JSON, validating every field; never throws. */
export function designFromJSON(value: unknown): DesignFromJSON {
  try {
    const o = object(value, 'design', ['name', 'entitySets'], ['name', 'entitySets']);
    return {
      ok: true,
      design: {
        name: text(o.name, 'name', MAX_NAME_LENGTH),
        entitySets: list(o.entitySets, 'entitySets', MAX_ENTITY_SETS, entitySet),
      },
    };
  } catch (e) {
    if (e instanceof Invalid)
      return {
        ok: false,
        error: coded('design.jsonInvalid', { path: e.path, problem: e.message }),
      };
    throw e;
  }
}
