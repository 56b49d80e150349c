/**
 * OData JSON in and out: an array of wire entities, a REST response body (`{"value": [...]}`,
 * with `odata.metadata` or not), and JSON lines (one entity per line), with `Name@odata.type`
 * annotations as the engine reads them. Arrays and bodies are parsed whole by `JSON.parse`;
 * JSON lines can also be read incrementally (`createJsonLinesReader`), like the CSV reader.
 */
import { coded, type WireEntity } from '../engine';
import type { EntitySink, ReadAs } from './entity-sink';
import { type ImportResult, MAX_FILE_CHARS, refuse, tooLargeMessage } from './import-result';
import { sinkFor } from './record-sink';

/** The shapes of OData JSON we read and write. */
export type ODataJsonForm = 'array' | 'body' | 'lines';

/** An OData JSON import's result, with the shape that was found. */
export interface ODataJsonResult extends ImportResult {
  /** The shape of the file; null when it was refused. */
  readonly form: ODataJsonForm | null;
}

/** The 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Where `JSON.parse` stopped, from its message (V8 says `at position N`), as a line. */
function syntaxLine(text: string, error: unknown): number | null {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  return match ? lineAt(text, Number(match[1])) : null;
}

/**
 * The first line of each element of the top-level entity array that starts at `open` (the
 * offset of its `[`): a small scan that skips strings and counts nesting, so every rejected
 * entity can be reported with the line it starts on.
 */
function elementLines(text: string, open: number): number[] {
  const lines: number[] = [];
  let line = lineAt(text, open);
  let depth = 0;
  let expecting = true;
  for (let i = open; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 34) {
      if (depth === 1 && expecting) {
        lines.push(line);
        expecting = false;
      }
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) {
        if (text.charCodeAt(i) === 92) i++;
      }
    } else if (c === 91 || c === 123) {
      if (depth === 1 && expecting) {
        lines.push(line);
        expecting = false;
      }
      depth++;
    } else if (c === 93 || c === 125) {
      depth--;
      if (depth === 0) break;
    } else if (c === 44 && depth === 1) expecting = true;
    else if (depth === 1 && expecting && c > 32) {
      lines.push(line);
      expecting = false;
    }
  }
  return lines;
}

function addAll(sink: EntitySink, items: readonly unknown[], lines: readonly number[]) {
  for (let i = 0; i < items.length; i++) {
    sink.add(items[i] as WireEntity, lines[i] ?? 0, undefined);
  }
}

/** The result of a parsed file; one with no entity at all is refused as empty. */
function done(sink: EntitySink, form: ODataJsonForm): ODataJsonResult {
  const result = sink.finish();
  const kept = result.entities.length + (result.stored?.length ?? 0);
  if (kept + (result.records?.records.length ?? 0) === 0 && result.rejected === 0) {
    return { ...refuse('EMPTY_FILE', coded('io.noEntities')), form: null };
  }
  return { ...result, form };
}

/** Reads OData JSON text (array, REST body or JSON lines), never throwing. */
export function readODataJson(
  text: string,
  maxChars = MAX_FILE_CHARS,
  as: ReadAs = 'wire',
): ODataJsonResult {
  if (text.length > maxChars) {
    return { ...refuse('TOO_LARGE', tooLargeMessage(text.length, maxChars)), form: null };
  }
  const start = text.search(/[^\s\uFEFF]/);
  if (start < 0) return { ...refuse('EMPTY_FILE', coded('io.emptyFile')), form: null };
  const first = text[start];
  if (first !== '[' && first !== '{') {
    return {
      ...refuse('NOT_JSON', coded('io.notODataJson', { start: text.slice(start, start + 20) })),
      form: null,
    };
  }
  let whole: unknown;
  let parseError: unknown = null;
  try {
    whole = JSON.parse(text.slice(start));
  } catch (error) {
    parseError = error;
  }
  if (parseError === null) {
    const sink = sinkFor(as);
    if (Array.isArray(whole)) {
      addAll(sink, whole, elementLines(text, start));
      return done(sink, 'array');
    }
    const body = whole as Record<string, unknown>;
    if (Object.hasOwn(body, 'value') && Array.isArray(body.value)) {
      const open = /"value"\s*:\s*\[/.exec(text);
      addAll(sink, body.value, open ? elementLines(text, open.index + open[0].length - 1) : []);
      return done(sink, 'body');
    }
    // One object alone is a JSON-lines file of one entity.
    sink.add(body, lineAt(text, start));
    return done(sink, 'lines');
  }
  if (first === '[') {
    const line = syntaxLine(text, parseError);
    const why = parseError instanceof Error ? parseError.message : String(parseError);
    return {
      ...refuse(
        'NOT_JSON',
        line === null
          ? coded('io.malformedJson', { why })
          : coded('io.malformedJsonAt', { line, why }),
      ),
      form: null,
    };
  }
  const reader = createJsonLinesReader(maxChars, as);
  reader.push(text);
  return reader.finish();
}

/** An incremental JSON-lines import: push text in order, then finish once. */
export interface JsonLinesReader {
  /** Feeds the next piece of the file's text (any size, split anywhere). */
  push(chunk: string): void;
  /** Reads the last line and returns the result. */
  finish(): ODataJsonResult;
  /** Characters received and lines read so far. */
  progress(): { chars: number; lines: number; accepted: number; rejected: number };
}

/** Starts an incremental JSON-lines read: one entity object per line, blank lines skipped. */
export function createJsonLinesReader(
  maxChars = MAX_FILE_CHARS,
  as: ReadAs = 'wire',
): JsonLinesReader {
  const sink = sinkFor(as);
  let pending = '';
  let chars = 0;
  let line = 0;
  let tooLarge = false;
  const readLine = (raw: string) => {
    line++;
    const text = raw.trim();
    if (text === '' || (line === 1 && text === '\uFEFF')) return;
    let entity: unknown;
    try {
      entity = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      sink.reject({
        line,
        code: 'MALFORMED_JSON',
        message: coded('io.notJsonObject', { why }),
      });
      return;
    }
    sink.add(entity as WireEntity, line);
  };
  return {
    push(chunk) {
      if (tooLarge) return;
      chars += chunk.length;
      if (chars > maxChars) {
        tooLarge = true;
        pending = '';
        return;
      }
      pending += chunk;
      let from = 0;
      for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n', from)) {
        readLine(pending.slice(from, nl));
        from = nl + 1;
      }
      pending = pending.slice(from);
    },
    finish() {
      if (tooLarge) {
        return { ...refuse('TOO_LARGE', tooLargeMessage(chars, maxChars)), form: null };
      }
      if (pending !== '') readLine(pending);
      pending = '';
      return done(sink, 'lines');
    },
    progress() {
      return { chars, lines: line, accepted: sink.accepted(), rejected: sink.result().rejected };
    },
  };
}

/** JSON writes -0 as 0; as text (an annotated Double may be a string) it keeps its sign. */
const keepNegativeZero = (_key: string, value: unknown) => (Object.is(value, -0) ? '-0' : value);

/**
 * OData JSON text of wire entities: a REST body `{"value":[...]}` (default), a bare array, or
 * JSON lines; one entity per line in every form, so a later import reports lines that mean
 * something.
 */
export function writeODataJson(
  entities: Iterable<WireEntity>,
  form: ODataJsonForm = 'body',
): string {
  const lines: string[] = [];
  for (const entity of entities) lines.push(JSON.stringify(entity, keepNegativeZero));
  if (form === 'lines') return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  const array = lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n]`;
  return form === 'array' ? `${array}\n` : `{"value":${array}}\n`;
}
