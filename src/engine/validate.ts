/**
 * The entity rules of semantics.md §1 as checks that return an error value (never throw): key
 * characters and length, property names, value sizes. `fromWireEntity` runs them all; the UI and
 * the importers can run one on its own to explain a single field.
 */
import { coded } from './coded';
import type { EdmValue } from './edm';
import type { EntityError } from './errors';
import { MAX_ENTITY_SIZE } from './size';

/** Default longest key: 1 KiB, i.e. 512 UTF-16 code units. */
export const MAX_KEY_LENGTH = 512;
/** Most custom properties an entity may have (PartitionKey, RowKey, Timestamp not counted). */
export const MAX_CUSTOM_PROPERTIES = 252;
/** Longest property name, in characters. */
const MAX_PROPERTY_NAME_LENGTH = 255;
/** Longest Edm.String: 64 KiB, i.e. 32,768 UTF-16 code units. */
export const MAX_STRING_LENGTH = 32_768;
/** Longest Edm.Binary: 64 KiB. */
export const MAX_BINARY_LENGTH = 65_536;
/** The system properties: never custom properties, never in `StoredEntity.properties`. */
export const SYSTEM_PROPERTIES: readonly string[] = ['PartitionKey', 'RowKey', 'Timestamp'];

const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A value shortened for an error message, so a 64 KiB string does not flood the UI. */
export function quoteForMessage(text: string): string {
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return `'${shown}'`;
}

/** The `U+XXXX` name of a UTF-16 code unit. */
function codeUnitName(unit: number): string {
  return `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Whether a UTF-16 code unit may not appear in a PartitionKey or RowKey. */
export function isForbiddenKeyCodeUnit(unit: number): boolean {
  return (
    unit === 0x2f || // /
    unit === 0x5c || // \
    unit === 0x23 || // #
    unit === 0x3f || // ?
    unit <= 0x1f ||
    (unit >= 0x7f && unit <= 0x9f)
  );
}

/**
 * Any code unit that makes a key worth the careful look: a forbidden one (isForbiddenKeyCodeUnit)
 * or a surrogate, paired or not. Most keys have none, and one regular expression test says so
 * about twice as fast as the loop over their code units (measured: 29 against 52 ms for a
 * million keys), which a comparison's load runs for millions of RowKeys.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const SUSPECT_KEY_UNIT = /[\u0000-\u001f\u007f-\u009f#/?\\\ud800-\udfff]/;

/**
 * Why a PartitionKey or RowKey value is not allowed, or null when it is: a forbidden character,
 * half of a surrogate pair alone (such text has no UTF-8 form, so it cannot travel in a request
 * and the service can never store it), or a length past the limit.
 */
export function keyError(
  which: 'PartitionKey' | 'RowKey',
  key: string,
  maxLength = MAX_KEY_LENGTH,
): EntityError | null {
  if (key.length <= maxLength && !SUSPECT_KEY_UNIT.test(key)) return null;
  for (let i = 0; i < key.length; i++) {
    const unit = key.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const next = key.charCodeAt(i + 1);
      if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return {
        code: 'KEY_UNPAIRED_SURROGATE',
        message: coded('engine.keyUnpairedSurrogate', {
          property: which,
          key: quoteForMessage(key),
          unit: codeUnitName(unit),
          at: i,
        }),
        property: which,
      };
    }
    if (isForbiddenKeyCodeUnit(unit)) {
      const shown =
        unit >= 0x21 && unit < 0x7f ? `'${String.fromCharCode(unit)}'` : codeUnitName(unit);
      return {
        code: 'KEY_INVALID_CHARACTER',
        message: coded('engine.keyInvalidCharacter', {
          property: which,
          key: quoteForMessage(key),
          character: shown,
          at: i,
        }),
        property: which,
      };
    }
  }
  if (key.length > maxLength) {
    return {
      code: 'KEY_TOO_LONG',
      message: coded('engine.keyTooLong', {
        property: which,
        key: quoteForMessage(key),
        length: key.length,
        max: maxLength,
        bytes: maxLength * 2,
      }),
      property: which,
    };
  }
  return null;
}

/** Why a custom property name is not allowed, or null when it is. */
export function propertyNameError(name: string): EntityError | null {
  if (SYSTEM_PROPERTIES.includes(name)) {
    return {
      code: 'RESERVED_PROPERTY_NAME',
      message: coded('engine.reservedPropertyName', { property: name }),
      property: name,
    };
  }
  if (!PROPERTY_NAME.test(name)) {
    return {
      code: 'INVALID_PROPERTY_NAME',
      message: coded('engine.invalidPropertyName', { name: quoteForMessage(name) }),
      property: name,
    };
  }
  if (name.length > MAX_PROPERTY_NAME_LENGTH) {
    return {
      code: 'PROPERTY_NAME_TOO_LONG',
      message: coded('engine.propertyNameTooLong', {
        name: quoteForMessage(name),
        length: name.length,
        max: MAX_PROPERTY_NAME_LENGTH,
      }),
      property: name,
    };
  }
  return null;
}

/** Why a typed value is too large to store, or null when it fits. */
export function valueSizeError(name: string, value: EdmValue): EntityError | null {
  if (value.type === 'Edm.String' && value.value.length > MAX_STRING_LENGTH) {
    return {
      code: 'STRING_TOO_LONG',
      message: coded('engine.stringTooLong', {
        property: name,
        length: value.value.length,
        max: MAX_STRING_LENGTH,
      }),
      property: name,
    };
  }
  if (value.type === 'Edm.Binary' && value.value.length > MAX_BINARY_LENGTH) {
    return {
      code: 'BINARY_TOO_LONG',
      message: coded('engine.binaryTooLong', {
        property: name,
        length: value.value.length,
        max: MAX_BINARY_LENGTH,
      }),
      property: name,
    };
  }
  return null;
}

/** The error for one property past the most an entity may have. */
export function tooManyPropertiesError(name: string): EntityError {
  return {
    code: 'TOO_MANY_PROPERTIES',
    message: coded('engine.tooManyProperties', { max: MAX_CUSTOM_PROPERTIES, property: name }),
    property: name,
  };
}

/** The error for an entity of about `size` bytes, past the 1 MiB limit. */
export function entityTooLargeError(size: number): EntityError {
  return {
    code: 'ENTITY_TOO_LARGE',
    message: coded('engine.entityTooLarge', { size, max: MAX_ENTITY_SIZE }),
  };
}
