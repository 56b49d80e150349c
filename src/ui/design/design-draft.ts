/**
 * The design editor's working copy: a design as the strings its inputs hold, and back. Plain
 * logic (no React) so the editor's rules are tested in Node: what a change does, which errors
 * belong to which input, and when a draft is the dataset's own design.
 */
import {
  type Design,
  type DesignError,
  type EntitySet,
  type EntitySetKind,
  sameDesign,
} from '../../design';

/** One computed property as edited: its name and its template. */
interface ComputedDraft {
  readonly name: string;
  readonly template: string;
}

/** One entity set as its inputs hold it. */
export interface SetDraft {
  readonly name: string;
  readonly recordType: string;
  readonly kind: EntitySetKind;
  readonly partitionKey: string;
  readonly rowKey: string;
  /** The table template; '' for the design's one table. */
  readonly table: string;
  /** `all`, or property names separated by commas. */
  readonly properties: string;
  readonly computed: readonly ComputedDraft[];
  readonly indexProperty: string;
  readonly indexValue: string;
  readonly seriesName: string;
  readonly seriesValue: string;
}

/** A design as the editor holds it. */
export interface DesignDraft {
  readonly name: string;
  readonly sets: readonly SetDraft[];
}

/** The editable form of a design. */
export function draftOf(design: Design): DesignDraft {
  return {
    name: design.name,
    sets: design.entitySets.map((s) => ({
      name: s.name,
      recordType: s.recordType,
      kind: s.kind,
      partitionKey: s.partitionKey,
      rowKey: s.rowKey,
      table: s.table ?? '',
      properties: s.properties === 'all' ? 'all' : s.properties.join(', '),
      computed: Object.entries(s.computed ?? {}).map(([name, template]) => ({ name, template })),
      indexProperty: s.index?.property ?? 'Keys',
      indexValue: s.index?.value ?? '',
      seriesName: s.series?.name ?? '',
      seriesValue: s.series?.value ?? '',
    })),
  };
}

/** Property names typed with commas or spaces between them; `all` means every property. */
function propertiesOf(text: string): 'all' | string[] {
  const trimmed = text.trim();
  if (trimmed === 'all') return 'all';
  return trimmed.split(/[\s,]+/).filter((name) => name.length > 0);
}

/** The design a draft describes (the compiler, in the worker, judges whether it is valid). */
export function designOf(draft: DesignDraft): Design {
  return {
    name: draft.name,
    entitySets: draft.sets.map((s): EntitySet => {
      const computed = Object.fromEntries(s.computed.map((c) => [c.name, c.template]));
      return {
        name: s.name,
        recordType: s.recordType,
        kind: s.kind,
        partitionKey: s.partitionKey,
        rowKey: s.rowKey,
        ...(s.table.trim() === '' ? {} : { table: s.table }),
        properties: propertiesOf(s.properties),
        ...(s.computed.length > 0 ? { computed } : {}),
        ...(s.kind === 'index'
          ? { index: { property: s.indexProperty, value: s.indexValue, separator: ' ' } }
          : {}),
        ...(s.kind === 'series' ? { series: { name: s.seriesName, value: s.seriesValue } } : {}),
      };
    }),
  };
}

/** Replaces one set's fields. */
export function withSet(draft: DesignDraft, index: number, change: Partial<SetDraft>): DesignDraft {
  return { ...draft, sets: draft.sets.map((s, i) => (i === index ? { ...s, ...change } : s)) };
}

/** Adds a secondary-index copy of the first set of `recordType`, for the user to re-key. */
export function withNewSet(draft: DesignDraft, recordType: string): DesignDraft {
  const like = draft.sets.find((s) => s.recordType === recordType);
  const taken = new Set(draft.sets.map((s) => s.name));
  let n = 2;
  while (taken.has(`copy ${n}`)) n++;
  const set: SetDraft = {
    name: `copy ${n}`,
    recordType,
    kind: 'copy',
    partitionKey: like?.partitionKey ?? '',
    rowKey: like ? `copy${n}_${like.rowKey}` : '',
    table: like?.table ?? '',
    properties: like?.properties ?? 'all',
    computed: like?.computed ?? [],
    indexProperty: 'Keys',
    indexValue: '',
    seriesName: '',
    seriesValue: '',
  };
  return { ...draft, sets: [...draft.sets, set] };
}

/** Removes one set (the editor keeps at least one). */
export function withoutSet(draft: DesignDraft, index: number): DesignDraft {
  return draft.sets.length <= 1
    ? draft
    : { ...draft, sets: draft.sets.filter((_, i) => i !== index) };
}

/** The errors an input shows: those of its set and field (`-1` for the design as a whole). */
export function errorsAt(
  errors: readonly DesignError[],
  set: number,
  field: DesignError['field'],
): DesignError[] {
  return errors.filter((e) => e.set === set && e.field === field);
}

/**
 * The workspace value for a design: null when it is the dataset's own, so links stay as short
 * as they were and a dataset's design follows its preset.
 */
export function workspaceDesign(design: Design, own: Design): Design | null {
  return sameDesign(design, own) ? null : design;
}
