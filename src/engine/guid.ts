/** Edm.Guid text: the service accepts any letter case and we keep the canonical lower-case form. */

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The canonical lower-case form of a `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` Guid, or null. */
export function parseGuid(text: string): string | null {
  return GUID.test(text) ? text.toLowerCase() : null;
}
