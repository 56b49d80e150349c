/**
 * A key template as an expression in a module's language, over a record (or a pattern's
 * parameters): the same parts, functions and value texts as src/design's compiled templates,
 * written as calls to the module's helpers. The walk is shared; each language (keys-ts.ts,
 * keys-py.ts) says only how a step is spelled. The template has compiled in Keyscope already, so
 * every function fits its value's type here; the types are followed only to pick each step's form.
 */
import { parseTemplate } from '../../design';
import type { EdmType } from '../../engine';

/** A generated expression, and the helpers it calls. */
export interface KeyExpression {
  readonly code: string;
  readonly helpers: ReadonlySet<string>;
}

/** How one language spells each step of a key (helper names are runtime-*.ts's). */
export interface KeySyntax {
  /** A string literal. */
  readonly text: (value: string) => string;
  /** A boolean literal. */
  readonly bool: (value: boolean) => string;
  /** The property `name` of `source`, as it may be absent. */
  readonly member: (source: string, name: string) => string;
  /** A call of the helper `name`. */
  readonly call: (name: string, args: readonly string[]) => string;
  /** A text upper-cased in lower case (a Guid's key text). */
  readonly lowerGuid: (code: string) => string;
  /** Every `from` in a text replaced by `to`. */
  readonly replace: (code: string, from: string, to: string) => string;
  /** The key text of a value no function made text of (String, Guid, DateTime, Binary aside). */
  readonly plainText: (code: string, type: EdmType, use: (h: string) => void) => string;
  /** The empty text, and texts joined. */
  readonly empty: string;
}

/** The expression giving a value's key text (no function made text of it). */
function textOf(code: string, type: EdmType, syntax: KeySyntax, use: (h: string) => void): string {
  switch (type) {
    case 'Edm.String':
      return code;
    case 'Edm.Guid':
      return syntax.lowerGuid(code);
    case 'Edm.DateTime':
      use('dateText');
      return syntax.call('dateText', [code]);
    case 'Edm.Binary':
      use('binaryText');
      return syntax.call('binaryText', [code]);
    default:
      return syntax.plainText(code, type, use);
  }
}

/**
 * The expression of `template` over `source` (an identifier: `r` for a record, `p` for
 * parameters), whose properties have `types`; `typeName` is the record type's name, the value of
 * `{$type}`. With `required`, a property a record may lack is read through `required(…)`, which
 * throws naming it (Keyscope reports such a record as MISSING_VALUE). Null for a template that
 * does not parse (Keyscope never hands one over).
 */
export function keyExpression(
  syntax: KeySyntax,
  template: string,
  source: string,
  types: ReadonlyMap<string, EdmType>,
  typeName: string,
  required = false,
): KeyExpression | null {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return null;
  const helpers = new Set<string>();
  const use = (h: string) => helpers.add(h);
  const call = (h: string, ...args: string[]) => {
    use(h);
    return syntax.call(h, args);
  };
  const pieces: string[] = [];
  for (const part of parsed.parts) {
    if (part.kind === 'literal') {
      pieces.push(syntax.text(part.text));
      continue;
    }
    if (part.property === '$type') {
      pieces.push(syntax.text(typeName));
      continue;
    }
    let type: EdmType = types.get(part.property) ?? 'Edm.String';
    const read = syntax.member(source, part.property);
    let code = required ? call('required', read, syntax.text(part.property)) : read;
    let text = false;
    for (const f of part.functions) {
      const arg = f.arg ?? '';
      const onText = () => (type === 'Edm.Guid' ? syntax.lowerGuid(code) : code);
      switch (f.name) {
        case 'pad':
          code = call('pad', code, String(Number(arg)));
          text = true;
          break;
        case 'lower':
        case 'upper':
          code = call('changeCase', onText(), syntax.bool(f.name === 'upper'));
          text = true;
          break;
        case 'left':
          code = call('left', onText(), String(Number(arg)));
          text = true;
          break;
        case 'percent':
          code = call('percent', onText());
          text = true;
          break;
        case 'escape':
          code = call('escapeKey', onText(), syntax.text(arg));
          text = true;
          break;
        case 'replace': {
          const [from = '', to = ''] = [...arg];
          code = syntax.replace(onText(), from, to);
          text = true;
          break;
        }
        case 'hex': {
          const width = arg.length > 1 ? Number(arg.slice(1)) : 0;
          const bits = type === 'Edm.Int64' ? '64' : '32';
          code = call('hex', code, syntax.bool(arg.startsWith('X')), String(width), bits);
          text = true;
          break;
        }
        case 'format':
          code = call('formatDate', code, syntax.text(arg));
          text = true;
          break;
        case 'ticks':
          code = call('ticks', code);
          type = 'Edm.Int64';
          break;
        case 'invert':
          code = call('invert', code, type === 'Edm.Int64' ? '64' : '32');
          break;
        case 'hash':
          code = call('hash', text ? code : textOf(code, type, syntax, use), String(Number(arg)));
          type = 'Edm.Int32';
          text = false;
          break;
      }
      if (text) type = 'Edm.String';
    }
    pieces.push(text ? code : textOf(code, type, syntax, use));
  }
  const code = pieces.length === 0 ? syntax.empty : pieces.join(' + ');
  return { code, helpers };
}
