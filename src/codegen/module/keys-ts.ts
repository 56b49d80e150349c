/**
 * A key template as a TypeScript expression over a record (or a pattern's parameters): the same
 * parts, functions and value texts as src/design's compiled templates, written as calls to the
 * module's helpers (runtime-ts.ts). The template has compiled in Keyscope already, so every
 * function fits its value's type here; the types are followed only to pick each step's form.
 */
import { parseTemplate } from '../../design';
import type { EdmType } from '../../engine';

/** A generated expression, and the helpers it calls. */
export interface TsExpression {
  readonly code: string;
  readonly helpers: ReadonlySet<string>;
}

/** A JavaScript string literal of a text (JSON's escapes are valid in TypeScript). */
const tsString = (text: string): string => JSON.stringify(text);

/** `source.name`, or `source["name"]` when the name is not an identifier. */
export const member = (source: string, name: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(name) ? `${source}.${name}` : `${source}[${tsString(name)}]`;

/** The expression giving a value's key text (no function made text of it). */
function textOf(value: string, type: EdmType, use: (h: string) => void): string {
  switch (type) {
    case 'Edm.String':
      return value;
    case 'Edm.Guid':
      return `${value}.toLowerCase()`;
    case 'Edm.Int32':
    case 'Edm.Int64':
    case 'Edm.Double':
      return `String(${value})`;
    case 'Edm.Boolean':
      return `(${value} ? 'true' : 'false')`;
    case 'Edm.DateTime':
      use('dateText');
      return `dateText(${value})`;
    case 'Edm.Binary':
      use('binaryText');
      return `binaryText(${value})`;
  }
}

/**
 * The expression of `template` over `source` (an identifier: `r` for a record, `p` for
 * parameters), whose properties have `types`; `typeName` is the record type's name, the value of
 * `{$type}`. With `required`, a property a record may lack is read through `required(…)`, which
 * throws naming it (Keyscope reports such a record as MISSING_VALUE). Null for a template that
 * does not parse (Keyscope never hands one over).
 */
export function templateExpression(
  template: string,
  source: string,
  types: ReadonlyMap<string, EdmType>,
  typeName: string,
  required = false,
): TsExpression | null {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return null;
  const helpers = new Set<string>();
  const use = (h: string) => helpers.add(h);
  const pieces: string[] = [];
  for (const part of parsed.parts) {
    if (part.kind === 'literal') {
      pieces.push(tsString(part.text));
      continue;
    }
    if (part.property === '$type') {
      pieces.push(tsString(typeName));
      continue;
    }
    let type: EdmType = types.get(part.property) ?? 'Edm.String';
    const read = member(source, part.property);
    if (required) use('required');
    let code = required ? `required(${read}, ${tsString(part.property)})` : read;
    let text = false;
    for (const f of part.functions) {
      const arg = f.arg ?? '';
      const onText = () => (type === 'Edm.Guid' ? `${code}.toLowerCase()` : code);
      switch (f.name) {
        case 'pad':
          use('pad');
          code = `pad(${code}, ${Number(arg)})`;
          text = true;
          break;
        case 'lower':
        case 'upper':
          use('changeCase');
          code = `changeCase(${onText()}, ${f.name === 'upper'})`;
          text = true;
          break;
        case 'left':
          use('left');
          code = `left(${onText()}, ${Number(arg)})`;
          text = true;
          break;
        case 'percent':
          use('percent');
          code = `percent(${onText()})`;
          text = true;
          break;
        case 'escape':
          use('escape');
          code = `escapeKey(${onText()}, ${tsString(arg)})`;
          text = true;
          break;
        case 'replace': {
          const [from = '', to = ''] = [...arg];
          code = `${onText()}.split(${tsString(from)}).join(${tsString(to)})`;
          text = true;
          break;
        }
        case 'hex': {
          use('hex');
          const width = arg.length > 1 ? Number(arg.slice(1)) : 0;
          code = `hex(${code}, ${arg.startsWith('X')}, ${width})`;
          text = true;
          break;
        }
        case 'format':
          use('formatDate');
          code = `formatDate(${code}, ${tsString(arg)})`;
          text = true;
          break;
        case 'ticks':
          use('ticks');
          code = `ticks(${code})`;
          type = 'Edm.Int64';
          break;
        case 'invert':
          use('invert');
          code = `invert(${code})`;
          break;
        case 'hash':
          use('hash');
          code = `hash(${text ? code : textOf(code, type, use)}, ${Number(arg)})`;
          type = 'Edm.Int32';
          text = false;
          break;
      }
      if (text) type = 'Edm.String';
    }
    pieces.push(text ? code : textOf(code, type, use));
  }
  const code = pieces.length === 0 ? "''" : pieces.join(' + ');
  return { code, helpers };
}
