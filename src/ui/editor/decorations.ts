/**
 * CodeMirror extensions for the filter: token colouring from the engine's `highlightFilter`, and marks for the
 * parse error, the plan's seek and residual parts, and the linked highlight.
 */
import { type Extension, RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  EditorView,
  ViewPlugin,
  type ViewUpdate,
  WidgetType,
} from '@codemirror/view';
import { highlightFilter } from '../../engine';

/** A span of filter text. */
interface Range {
  readonly from: number;
  readonly to: number;
}

/** The marks the editor shows besides colouring; all spans are offsets into the filter. */
export interface FilterMarks {
  readonly error: Range | null;
  readonly seek: readonly Range[];
  readonly residual: readonly Range[];
  readonly highlight: Range | null;
}

/** Replaces the marks (sent whenever the plan, the error or the highlight changes). */
export const setMarks = StateEffect.define<FilterMarks>();

const tokenMarks = Object.fromEntries(
  [
    'keyword',
    'operator',
    'string',
    'typed',
    'number',
    'boolean',
    'key',
    'property',
    'paren',
    'invalid',
  ].map((kind) => [kind, Decoration.mark({ class: `tok-${kind}` })]),
);

function colour(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  for (const token of highlightFilter(view.state.doc.toString())) {
    const mark = tokenMarks[token.kind];
    if (mark) builder.add(token.from, token.to, mark);
  }
  return builder.finish();
}

/** Colours the filter's tokens; the filter is one short line, so it is re-lexed on each change. */
const colouring = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = colour(view);
    }
    update(update: ViewUpdate) {
      if (update.docChanged) this.decorations = colour(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Marks an error at an empty span (say, the end of the text), where a mark would be invisible. */
class ErrorCaret extends WidgetType {
  override eq(): boolean {
    return true;
  }
  toDOM(): HTMLElement {
    const el = document.createElement('span');
    el.className = 'cm-filter-error-caret';
    el.setAttribute('aria-hidden', 'true');
    return el;
  }
}

const seekMark = Decoration.mark({ class: 'cm-filter-seek' });
const residualMark = Decoration.mark({ class: 'cm-filter-residual' });
const highlightMark = Decoration.mark({ class: 'cm-filter-highlight' });
const errorMark = Decoration.mark({ class: 'cm-filter-error' });

function clamp(range: Range, length: number): Range | null {
  const from = Math.max(0, Math.min(range.from, length));
  const to = Math.max(from, Math.min(range.to, length));
  return { from, to };
}

function buildMarks(marks: FilterMarks, length: number): DecorationSet {
  const ranges = [];
  for (const s of marks.seek) {
    const r = clamp(s, length);
    if (r && r.to > r.from) ranges.push(seekMark.range(r.from, r.to));
  }
  for (const s of marks.residual) {
    const r = clamp(s, length);
    if (r && r.to > r.from) ranges.push(residualMark.range(r.from, r.to));
  }
  if (marks.highlight) {
    const r = clamp(marks.highlight, length);
    if (r && r.to > r.from) ranges.push(highlightMark.range(r.from, r.to));
  }
  if (marks.error) {
    const r = clamp(marks.error, length);
    if (r && r.to > r.from) ranges.push(errorMark.range(r.from, r.to));
    else if (r) ranges.push(Decoration.widget({ widget: new ErrorCaret(), side: 1 }).range(r.from));
  }
  return Decoration.set(ranges, true);
}

/** Holds the plan/error/highlight marks; edits map them until the next answer replaces them. */
const marksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const effect of tr.effects) {
      if (effect.is(setMarks)) next = buildMarks(effect.value, tr.state.doc.length);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Colouring plus the marks field. */
export function filterDecorations(): Extension {
  return [colouring, marksField];
}
