/**
 * The planner's warnings and advice, each tied to the span of filter text it concerns, with a
 * rewrite where there is one (the whole rewritten filter, printed canonically).
 */

import type { FilterNode } from './ast';
import { andAll, replaceNode } from './ast-edit';
import { comparisons, mentions, mentionsOnly, plainSpan, spanOf } from './ast-walk';
import { type Coded, coded } from './coded';
import { designKeyNotes } from './design-key-notes';
import type { EdmType } from './edm';
import { formatLiteral } from './edm-literal';
import { conjunctsOf, disjunctsOf, keyConstraintOf } from './key-constraints';
import { convertLiteral } from './literal-fix';
import { quote } from './plan-explanation';
import type { KeyPlan, PlanContext } from './plan-types';
import { prefixUpperBound } from './prefix-range';
import { printFilter } from './printer';
import { isDigitKey } from './property-census';
import type { PlanNote, Suggestion } from './query-types';

/** Every note for a plan, in the order of the text they concern. */
export function planNotes(
  ast: FilterNode | null,
  keyPlan: KeyPlan,
  context: PlanContext,
): PlanNote[] {
  if (ast === null) return [];
  const notes: PlanNote[] = [];
  if (ast.kind === 'or') notes.push(topLevelOrNote(ast));
  else notes.push(...orConjunctNotes(ast, keyPlan));
  notes.push(...prefixNotes(keyPlan));
  notes.push(...unpaddedNotes(ast, context));
  notes.push(...typeNotes(ast, context));
  notes.push(...designKeyNotes(ast, keyPlan, context));
  return notes.sort((a, b) => a.span.from - b.span.from || a.span.to - b.span.to);
}

function splitSuggestion(queries: FilterNode[]): Suggestion {
  const [first, ...rest] = queries.map((q) => printFilter(q));
  const label = coded('engine.splitInto', { count: queries.length });
  return { label, filter: first ?? '', moreQueries: rest };
}

function topLevelOrNote(ast: FilterNode): PlanNote {
  const alternatives = disjunctsOf(ast);
  return {
    code: 'top-level-or',
    severity: 'warning',
    message: coded('engine.noteTopLevelOr', { count: alternatives.length }),
    span: plainSpan(ast.span),
    suggestion: splitSuggestion(alternatives),
  };
}

/** `or` inside the conjuncts: over RowKeys it makes a partition scan, over PartitionKeys a table scan. */
function orConjunctNotes(ast: FilterNode, keyPlan: KeyPlan): PlanNote[] {
  const conjuncts = conjunctsOf(ast);
  const notes: PlanNote[] = [];
  for (const conjunct of conjuncts) {
    if (conjunct.kind !== 'or') continue;
    const alternatives = disjunctsOf(conjunct);
    const queries = alternatives.map((alt) =>
      andAll(conjuncts.map((c) => (c === conjunct ? alt : c))),
    ) as FilterNode[];
    if (keyPlan.costClass === 'partition-scan' && mentionsOnly(conjunct, 'RowKey')) {
      notes.push({
        code: 'or-over-rowkey',
        severity: 'warning',
        message: coded('engine.noteOrOverRowKey'),
        span: plainSpan(conjunct.span),
        suggestion: splitSuggestion(queries),
      });
    } else if (mentions(conjunct, 'PartitionKey')) {
      notes.push({
        code: 'or-over-partitionkey',
        severity: 'warning',
        message: coded('engine.noteOrOverPartitionKey'),
        span: plainSpan(conjunct.span),
        suggestion: splitSuggestion(queries),
      });
    }
  }
  return notes;
}

/** `K ge 'ab' and K lt 'ac'`: a prefix match written the way the service can seek on. */
function prefixNotes(keyPlan: KeyPlan): PlanNote[] {
  const notes: PlanNote[] = [];
  for (const key of ['PartitionKey', 'RowKey'] as const) {
    const seek = keyPlan.seek.filter((n) => n.property === key);
    for (const lower of seek) {
      if (lower.op !== 'ge' || lower.value.type !== 'Edm.String' || lower.value.value === '') {
        continue;
      }
      const end = prefixUpperBound(lower.value.value);
      const upper = seek.find(
        (n) => n.op === 'lt' && n.value.type === 'Edm.String' && n.value.value === end,
      );
      if (upper === undefined) continue;
      notes.push({
        code: 'prefix-range',
        severity: 'info',
        message: coded('engine.notePrefixRange', {
          property: key,
          prefix: quote(lower.value.value),
        }),
        span: spanOf([lower.span, upper.span]),
      });
    }
  }
  return notes;
}

/** Bounds on keys that hold numbers of several lengths, where '10' < '9'. */
function unpaddedNotes(ast: FilterNode, context: PlanContext): PlanNote[] {
  const notes: PlanNote[] = [];
  for (const conjunct of conjunctsOf(ast)) {
    const constraint = keyConstraintOf(conjunct);
    if (constraint === null || constraint.node.op === 'eq') continue;
    const node = constraint.node;
    const width =
      node.property === 'PartitionKey'
        ? context.unpaddedKeys?.partitionKey
        : context.unpaddedKeys?.rowKey;
    const literal = node.value.value as string;
    if (width == null || !isDigitKey(literal)) continue;
    const padded = literal.padStart(width, '0');
    const note: PlanNote = {
      code: 'unpadded-number-key',
      severity: 'warning',
      message: coded('engine.noteUnpaddedNumbers', { property: node.property, count: width }),
      span: plainSpan(node.span),
    };
    notes.push(
      padded === literal
        ? note
        : {
            ...note,
            suggestion: {
              label: coded('engine.zeroPad', { count: width }),
              filter: printFilter(
                replaceNode(ast, node, { ...node, value: { type: 'Edm.String', value: padded } }),
              ),
            },
          },
    );
  }
  return notes;
}

/** The Edm types stored under a property: fixed for the system properties, else the census. */
function storedTypes(
  property: string,
  context: PlanContext,
): Partial<Record<EdmType, number>> | undefined {
  if (property === 'PartitionKey' || property === 'RowKey') return { 'Edm.String': 1 };
  if (property === 'Timestamp') return { 'Edm.DateTime': 1 };
  return context.propertyTypes?.[property];
}

/**
 * A property of the table spelled like `name` but for case (`Lastname` → `LastName`): property
 * names are case-sensitive, so the miscased one matches nothing, as in template errors.
 */
function sameNameOtherCase(name: string, context: PlanContext): string | undefined {
  const lower = name.toLowerCase();
  const names = [
    'PartitionKey',
    'RowKey',
    'Timestamp',
    ...Object.keys(context.propertyTypes ?? {}),
  ];
  return names.find((n) => n !== name && n.toLowerCase() === lower);
}

/**
 * Literals whose type differs from the type most entities store for the property (semantics.md
 * §3): the comparison never matches those entities, because the service never converts types.
 */
function typeNotes(ast: FilterNode, context: PlanContext): PlanNote[] {
  const notes: PlanNote[] = [];
  for (const node of comparisons(ast)) {
    const types = storedTypes(node.property, context);
    if (types === undefined) {
      if (context.propertyTypes !== undefined) {
        const near = sameNameOtherCase(node.property, context);
        const note: PlanNote = {
          code: 'missing-property',
          severity: 'info',
          message:
            near === undefined
              ? coded('engine.noteMissingProperty', { property: node.property })
              : coded('engine.noteMissingPropertyNear', { property: node.property, near }),
          span: plainSpan(node.propertySpan),
        };
        notes.push(
          near === undefined
            ? note
            : {
                ...note,
                suggestion: {
                  label: coded('engine.write', { text: near }),
                  filter: printFilter(replaceNode(ast, node, { ...node, property: near })),
                },
              },
        );
      }
      continue;
    }
    const stored = Object.entries(types).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0));
    const main = stored[0]?.[0] as EdmType | undefined;
    if (main === undefined || main === node.value.type) continue;
    const fixed = convertLiteral(node.value, main);
    const same = types[node.value.type] ?? 0;
    if (same > 0 && same === types[main]) continue; // a tie: no type is "most" entities' type
    const facts = { property: node.property, stored: main, literal: node.value.type };
    const message: Coded =
      same === 0
        ? coded('engine.noteTypeMismatch', facts)
        : coded('engine.noteTypeMismatchSome', { ...facts, count: same });
    const note: PlanNote = {
      code: 'literal-type-mismatch',
      severity: 'warning',
      message,
      span: plainSpan(node.valueSpan),
    };
    if (fixed === null) {
      notes.push(note);
      continue;
    }
    const filter = printFilter(replaceNode(ast, node, { ...node, value: fixed }));
    notes.push({
      ...note,
      suggestion: { label: coded('engine.write', { text: formatLiteral(fixed) }), filter },
    });
  }
  return notes;
}
