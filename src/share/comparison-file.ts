/**
 * A comparison as a file (docs/comparison-file.md, schema docs/comparison-file.schema.json): the
 * records' recipe, the designs, the access patterns with their answers and workload, and the
 * model's settings, as readable, diffable JSON that can live in a repository and be reviewed.
 *
 * Reading validates exactly as a share link does: the file's named form is turned into the
 * link's wire form and read by the same reader (`readComparison`), so a file and a link can
 * never disagree about what is valid, and a hostile file gets the same clear messages. Reading
 * never throws; a refused file changes nothing.
 */
import type { ComparisonSpec } from '../patterns';
import { about, checkInteger, checkString, describe, isPlainObject } from './checks';
import { readComparison, writeComparison } from './comparison-field';
import { type Note, note } from './note';

/** The file's `format`: what it is, for a reader that finds it in a repository. */
const COMPARISON_FILE_FORMAT = 'keyscope-comparison';
/** The version this Keyscope writes and reads. */
const COMPARISON_FILE_VERSION = 1;

/** The records a comparison is checked over: a sample dataset, its size and its seed. */
interface FileRecipe {
  readonly dataset: string;
  readonly size: number;
  readonly seed: number;
}

/** What a comparison file holds. */
export interface ComparisonFile {
  readonly recipe: FileRecipe;
  readonly comparison: ComparisonSpec;
}

/** The file's text: two-space JSON, fields in a fixed order, one per line where it helps a diff. */
export function writeComparisonFile(file: ComparisonFile): string {
  const { recipe, comparison } = file;
  const body = {
    format: COMPARISON_FILE_FORMAT,
    version: COMPARISON_FILE_VERSION,
    dataset: { id: recipe.dataset, size: recipe.size, seed: recipe.seed },
    ...comparison,
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

type Read<T> = { ok: true; value: T } | { ok: false; error: Note };
const fail = (error: Note): { ok: false; error: Note } => ({ ok: false, error });

/** Reads a comparison file's text, or says what is wrong with it and where. */
export function readComparisonFile(text: string): Read<ComparisonFile> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return fail(note('share.fileNotJson', { reason: e instanceof Error ? e.message : '' }));
  }
  if (!isPlainObject(raw) || raw.format !== COMPARISON_FILE_FORMAT) {
    return fail(note('share.fileNotComparison', { format: COMPARISON_FILE_FORMAT }));
  }
  if (raw.version !== COMPARISON_FILE_VERSION) {
    const newer = typeof raw.version === 'number' && raw.version > COMPARISON_FILE_VERSION;
    return fail(
      newer
        ? note('share.fileNewer', { version: String(raw.version) })
        : note('share.fileVersion', { value: describe(raw.version) }),
    );
  }
  const recipe = readRecipe(raw.dataset);
  if (!recipe.ok) return recipe;
  const spec = readNamed(raw);
  if (!spec.ok) return spec;
  return { ok: true, value: { recipe: recipe.value, comparison: spec.value } };
}

function readRecipe(raw: unknown): Read<FileRecipe> {
  if (!isPlainObject(raw)) return fail(note('share.fileNoDataset'));
  const id = checkString(raw.id, 64);
  if (!id.ok || id.value === '') return fail(note('share.fileNoDataset'));
  const size = checkInteger(raw.size, 1, 1_000_000);
  if (!size.ok) return fail(about(note('share.fileDatasetSize'), size.error));
  const seed = checkInteger(raw.seed, 0, 2 ** 31 - 1);
  if (!seed.ok) return fail(about(note('share.fileDatasetSeed'), seed.error));
  return { ok: true, value: { dataset: id.value, size: size.value, seed: seed.value } };
}

/**
 * The comparison from the file's named fields, through the share link's reader. Only what the
 * writer would take as given is checked here: lists where it maps lists, and queries naming only
 * the file's designs (the wire form names designs by position, so an unknown one would vanish).
 */
function readNamed(raw: Record<string, unknown>): Read<ComparisonSpec> {
  const { designs, patterns } = raw;
  if (!Array.isArray(designs) || !Array.isArray(patterns)) {
    return fail(note('share.fileNoLists'));
  }
  const ids = designs.map((d) => (isPlainObject(d) ? d.id : undefined));
  for (const [k, p] of patterns.entries()) {
    const where = note('share.filePattern', { n: k + 1 });
    if (
      !isPlainObject(p) ||
      !Array.isArray(p.parameters) ||
      !p.parameters.every(isPlainObject) ||
      !isPlainObject(p.queries)
    ) {
      return fail(note('share.inComparison', { problem: about(where, note('share.fileShape')) }));
    }
    for (const id of Object.keys(p.queries)) {
      if (!ids.includes(id)) {
        const problem = note('share.fileUnknownDesign', { design: describe(id) });
        return fail(note('share.inComparison', { problem: about(where, problem) }));
      }
    }
    if (!isPlainObject(p.queries)) continue;
    for (const answer of Object.values(p.queries)) {
      if (typeof answer !== 'string' && !(isPlainObject(answer) && Array.isArray(answer.queries))) {
        return fail(note('share.inComparison', { problem: about(where, note('share.fileShape')) }));
      }
    }
  }
  let wire: unknown;
  try {
    // The writer maps fields without judging them; the reader below judges every one.
    wire = JSON.parse(JSON.stringify(writeComparison(raw as unknown as ComparisonSpec)));
  } catch {
    return fail(note('share.fileShape'));
  }
  const read = readComparison(wire);
  if (!read.ok) return read;
  if (read.value === null) return fail(note('share.fileNoLists'));
  return { ok: true, value: read.value };
}
