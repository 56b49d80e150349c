/** Types of bundle-size.mjs: what a first visit fetches, in gzipped bytes. */
/** One built script and its gzipped size in bytes. */
export interface BuiltScript {
  readonly file: string;
  readonly kind: 'entry' | 'preload' | 'later';
  readonly gzip: number;
}
/** The scripts index.html makes the browser fetch at once: its module scripts and modulepreloads. */
export function firstVisitScripts(dist: string): BuiltScript[];
/** Every JavaScript file the build wrote that the first visit does not fetch, largest first. */
export function laterScripts(dist: string): BuiltScript[];
