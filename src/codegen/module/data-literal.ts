/**
 * Plain data (the sets' readings, record-reading.ts) written as a literal in a module's language,
 * one set to a line: TypeScript objects with bare keys, Python dicts (keys in snake case) and lists. Strings are JSON's
 * (valid in both); `Code` stands for a name the module defines (a key function).
 */

/** Code written as it is: a name the module defines. */
export class Code {
  constructor(readonly text: string) {}
}

/** Longest line a literal keeps on one line before its object's entries go one to a line. */
const WIDTH = 100;

/**
 * `value` as a TypeScript ('ts') or Python ('py') literal; `indent` is the line's indentation
 * where it starts (an object longer than a line puts each entry on a line of its own).
 */
export function dataLiteral(value: unknown, lang: 'ts' | 'py', indent = ''): string {
  if (value instanceof Code) return value.text;
  if (value === null || value === undefined) return lang === 'py' ? 'None' : 'null';
  if (typeof value === 'boolean') return lang === 'py' ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => dataLiteral(v, lang)).join(', ')}]`;
  const step = lang === 'py' ? '    ' : '  ';
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  // Python's keys in snake case, as its names are (partitionKey → partition_key).
  const key = (k: string) =>
    lang === 'ts'
      ? /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k)
        ? k
        : JSON.stringify(k)
      : JSON.stringify(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
  const inner = entries.map(([k, v]) => `${key(k)}: ${dataLiteral(v, lang)}`).join(', ');
  const line = lang === 'py' ? `{${inner}}` : `{ ${inner} }`;
  if (indent.length + line.length <= WIDTH) return line;
  const inside = indent + step;
  const rows = entries.map(([k, v]) => `${inside}${key(k)}: ${dataLiteral(v, lang, inside)},`);
  return `{\n${rows.join('\n')}\n${indent}}`;
}
