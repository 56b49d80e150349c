/**
 * A Storage kept in memory: where the app keeps its workspace when the browser refuses
 * localStorage (disabled, or a sandboxed frame), and the storage of the Node tests.
 */
import type { StorageLike } from './autosave';

/** A fresh, empty in-memory Storage. */
export function memoryStorage(): StorageLike & { readonly size: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    get size() {
      return items.size;
    },
  };
}
