/**
 * What to offer at the cursor in the filter editor: property names where an operand goes,
 * operators after a property, typed-literal forms after an operator (shaped by the property's
 * stored type), and `and` / `or` after a complete comparison. Plain logic, no CodeMirror.
 */
import {
  COMPARE_OPERATORS,
  type CompareOp,
  type HighlightToken,
  highlightFilter,
  SYSTEM_PROPERTIES,
} from '../../engine';
import type { BareKey } from '../../i18n/params';

/** A property and the Edm types stored under it. */
export interface PropertyTypes {
  readonly name: string;
  readonly types: readonly string[];
}

/** What an offer is: words the catalogue says in the reader's language, or Edm type names as they are. */
type CompletionDetail = { readonly key: BareKey } | { readonly code: string };

/** One offer: the text to insert, a short label and what it is. */
interface FilterCompletion {
  readonly label: string;
  readonly apply: string;
  readonly type: 'property' | 'keyword' | 'operator' | 'literal';
  readonly detail: CompletionDetail;
}

/** The offers at a cursor and the start of the text they replace. */
export interface CompletionResult {
  readonly from: number;
  readonly options: readonly FilterCompletion[];
}

const OPERATOR_WORDS: Record<CompareOp, BareKey> = {
  eq: 'ui.editor.eq',
  ne: 'ui.editor.ne',
  gt: 'ui.editor.gt',
  ge: 'ui.editor.ge',
  lt: 'ui.editor.lt',
  le: 'ui.editor.le',
};

/** Literal forms per Edm type: the service never converts, so the form must match the type. */
const LITERAL_FORMS: Record<string, readonly FilterCompletion[]> = {
  'Edm.String': [{ label: "'…'", apply: "''", type: 'literal', detail: { code: 'String' } }],
  'Edm.Int32': [{ label: '0', apply: '0', type: 'literal', detail: { code: 'Int32' } }],
  'Edm.Int64': [{ label: '0L', apply: '0L', type: 'literal', detail: { key: 'ui.editor.int64' } }],
  'Edm.Double': [{ label: '0.0', apply: '0.0', type: 'literal', detail: { code: 'Double' } }],
  'Edm.Boolean': [
    { label: 'true', apply: 'true', type: 'literal', detail: { code: 'Boolean' } },
    { label: 'false', apply: 'false', type: 'literal', detail: { code: 'Boolean' } },
  ],
  'Edm.DateTime': [
    {
      label: "datetime'…'",
      apply: "datetime'2024-01-01T00:00:00Z'",
      type: 'literal',
      detail: { key: 'ui.editor.dateTime' },
    },
  ],
  'Edm.Guid': [
    {
      label: "guid'…'",
      apply: "guid'00000000-0000-0000-0000-000000000000'",
      type: 'literal',
      detail: { code: 'Guid' },
    },
  ],
  'Edm.Binary': [
    { label: "X'…'", apply: "X'00'", type: 'literal', detail: { key: 'ui.editor.binary' } },
  ],
};

/** The types a property holds; system keys are strings, Timestamp is a DateTime. */
function typesOf(name: string, properties: readonly PropertyTypes[]): readonly string[] {
  if (name === 'PartitionKey' || name === 'RowKey') return ['Edm.String'];
  if (name === 'Timestamp') return ['Edm.DateTime'];
  return properties.find((p) => p.name === name)?.types ?? [];
}

function propertyOffers(properties: readonly PropertyTypes[]): FilterCompletion[] {
  const system = SYSTEM_PROPERTIES.map(
    (name): FilterCompletion => ({
      label: name,
      apply: name,
      type: 'property',
      detail: { key: name === 'Timestamp' ? 'ui.editor.systemTime' : 'ui.editor.systemKey' },
    }),
  );
  const custom = properties
    .filter((p) => !SYSTEM_PROPERTIES.includes(p.name))
    .map(
      (p): FilterCompletion => ({
        label: p.name,
        apply: p.name,
        type: 'property',
        detail: { code: p.types.map((t) => t.replace('Edm.', '')).join(' | ') },
      }),
    );
  const structure: FilterCompletion[] = [
    { label: 'not', apply: 'not ', type: 'keyword', detail: { key: 'ui.editor.not' } },
  ];
  return [...system, ...custom, ...structure];
}

/** The token the cursor is inside or right after, when it is a word being typed. */
function wordAt(tokens: readonly HighlightToken[], pos: number): HighlightToken | null {
  for (const t of tokens) {
    if (t.from < pos && pos <= t.to && /^[A-Za-z_]/.test(t.text) && t.kind !== 'typed') return t;
  }
  return null;
}

/** The offers at `pos` in `text`, or null where nothing sensible can be offered (inside a string). */
export function completeFilter(
  text: string,
  pos: number,
  properties: readonly PropertyTypes[],
): CompletionResult | null {
  const tokens = highlightFilter(text);
  for (const t of tokens) {
    const quoted = t.kind === 'string' || t.kind === 'typed';
    if (quoted && t.from < pos && (pos < t.to || (pos === t.to && t.closed === false))) return null;
  }
  const word = wordAt(tokens, pos);
  const from = word ? word.from : pos;
  const before = tokens.filter((t) => t.to <= from);
  const prev = before[before.length - 1];
  const prefix = word ? text.slice(word.from, pos) : '';
  const matching = (options: FilterCompletion[]) =>
    options.filter((o) => o.label.startsWith(prefix) || o.apply.startsWith(prefix));

  if (!prev || prev.kind === 'keyword' || (prev.kind === 'paren' && prev.text === '(')) {
    return { from, options: matching(propertyOffers(properties)) };
  }
  if (prev.kind === 'property' || prev.kind === 'key') {
    return {
      from,
      options: matching(
        COMPARE_OPERATORS.map((op) => ({
          label: op,
          apply: `${op} `,
          type: 'operator',
          detail: { key: OPERATOR_WORDS[op] },
        })),
      ),
    };
  }
  if (prev.kind === 'operator') {
    const property = before[before.length - 2];
    const types =
      property && (property.kind === 'property' || property.kind === 'key')
        ? typesOf(property.text, properties)
        : [];
    const forms = (types.length > 0 ? types : Object.keys(LITERAL_FORMS)).flatMap(
      (t) => LITERAL_FORMS[t] ?? [],
    );
    return { from, options: matching([...forms]) };
  }
  // After a literal, a closing parenthesis or a bare Boolean: join with another clause.
  return {
    from,
    options: matching([
      { label: 'and', apply: 'and ', type: 'keyword', detail: { key: 'ui.editor.and' } },
      {
        label: 'or',
        apply: 'or ',
        type: 'keyword',
        detail: { key: 'ui.editor.or' },
      },
    ]),
  };
}

/**
 * Whether completion opens by itself while typing: only inside a word being typed, and not once
 * that word is already a complete offer. Opening after every finished term (a space after
 * `'Jones'`, a complete `LastName`) put a list over the text and over the next field;
 * Ctrl+Space still asks for the offers anywhere.
 */
export function offerUnasked(
  result: { readonly from: number; readonly options: readonly { readonly label: string }[] },
  pos: number,
  text?: string,
): boolean {
  if (result.options.length === 0 || result.from >= pos) return false;
  if (text === undefined) return true;
  const typed = text.slice(result.from, pos);
  return !(result.options.length === 1 && result.options[0]!.label === typed);
}
