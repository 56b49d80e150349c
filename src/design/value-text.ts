/**
 * The text a value becomes in a key when a placeholder ends without a function that makes text:
 * String as it is, Guid in canonical lower case, numbers in JS shortest round-trip form, Int64 in decimal, Boolean
 * 'true'/'false', DateTime as its wire text (2024-10-01T00:00:00.0000000Z), Binary as lower-case
 * hex (base64 would bring '/', which keys forbid).
 */
import { type EdmType, hexFromBytes } from '../engine';
import { dateTimeText } from './date-parts';
import type { RecordValue } from './types';

/** A function from a value of `type` to its key text; DateTime ones own a calendar cache. */
export function textOf(type: EdmType): (v: RecordValue) => string {
  switch (type) {
    case 'Edm.String':
      return (v) => v as string;
    case 'Edm.Guid':
      // Canonical lower case, as the service writes a Guid, also when the record holds it upper.
      return (v) => (v as string).toLowerCase();
    case 'Edm.Int32':
    case 'Edm.Double':
    case 'Edm.Int64':
      return (v) => String(v);
    case 'Edm.Boolean':
      return (v) => (v ? 'true' : 'false');
    case 'Edm.DateTime':
      return dateTimeText() as (v: RecordValue) => string;
    case 'Edm.Binary':
      return (v) => hexFromBytes(v as Uint8Array);
  }
}
