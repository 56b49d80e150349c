/**
 * Edm values: the typed property values of the Table service (semantics.md §1).
 *
 * Every stored value carries its Edm type, because the service never converts between types:
 * an Int32 30 and an Int64 30 are different values, and so are an Int32 10 and a Double 10.0.
 * Representations are exact: Int64 is a bigint, DateTime is a bigint count of 100 ns ticks since
 * 0001-01-01T00:00:00Z (the .NET epoch; JS `Date` cannot hold 7 fractional digits), Guid is its
 * canonical lower-case text, Binary is its bytes.
 */

/** The Edm type names, spelled as the service's `@odata.type` annotations spell them. */
export type EdmType =
  | 'Edm.String'
  | 'Edm.Int32'
  | 'Edm.Int64'
  | 'Edm.Double'
  | 'Edm.Boolean'
  | 'Edm.DateTime'
  | 'Edm.Guid'
  | 'Edm.Binary';

/** A typed value, as stored in an entity and as written in a `$filter` literal. */
export type EdmValue =
  | { readonly type: 'Edm.String'; readonly value: string }
  | { readonly type: 'Edm.Int32'; readonly value: number }
  | { readonly type: 'Edm.Int64'; readonly value: bigint }
  | { readonly type: 'Edm.Double'; readonly value: number }
  | { readonly type: 'Edm.Boolean'; readonly value: boolean }
  /** Ticks of 100 ns since 0001-01-01T00:00:00Z, UTC. */
  | { readonly type: 'Edm.DateTime'; readonly value: bigint }
  /** Canonical lower-case `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`. */
  | { readonly type: 'Edm.Guid'; readonly value: string }
  | { readonly type: 'Edm.Binary'; readonly value: Uint8Array };

/** Every Edm type name, in a stable order (for pickers, generators and exhaustive tests). */
export const EDM_TYPES: readonly EdmType[] = [
  'Edm.String',
  'Edm.Int32',
  'Edm.Int64',
  'Edm.Double',
  'Edm.Boolean',
  'Edm.DateTime',
  'Edm.Guid',
  'Edm.Binary',
];
