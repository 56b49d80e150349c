/**
 * The `$filter` editor: CodeMirror 6 as a one-line textbox named "Filter", with colouring,
 * completion, the parse error underlined, the plan's seek/residual parts marked, and the
 * clause under the pointer reported for linking with the pictures.
 */
import {
  autocompletion,
  type CompletionContext,
  closeCompletion,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { Span } from '../../engine';
import type { Translator } from '../../i18n/translate';
import { useT } from '../i18n/translator-context';
import { adoptEditorStyles } from './adopted-styles';
import { completeFilter, offerUnasked, type PropertyTypes } from './completion';
import { type FilterMarks, filterDecorations, setMarks } from './decorations';

/** What the editor shows and reports. */
export interface FilterEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly marks: FilterMarks;
  /** Spans the pointer can point at (the plan's clauses); the innermost one is reported. */
  readonly clauses: readonly Span[];
  readonly onHighlight: (span: Span | null) => void;
  readonly properties: readonly PropertyTypes[];
  /** Ids of elements describing the editor (the error message, the help text). */
  readonly describedBy: string;
  readonly invalid: boolean;
  /** The editor's accessible name; "Filter" unless several editors share a page. */
  readonly label?: string;
  /** What the empty editor shows; the main filter's example unless a field needs its own. */
  readonly placeholder?: string;
}

/** The innermost clause containing `pos`, or null. */
export function clauseAt(clauses: readonly Span[], pos: number): Span | null {
  let best: Span | null = null;
  for (const c of clauses) {
    if (c.from <= pos && pos < c.to && (!best || c.to - c.from < best.to - best.from)) best = c;
  }
  return best;
}

/** The editor's words: its placeholder and accessible name, in the reader's language. */
function chromeOf(
  t: Translator['t'],
  label: string | undefined,
  hint: string | undefined,
): Extension {
  return [
    placeholder(hint ?? t('ui.filter.placeholder')),
    EditorView.contentAttributes.of({ 'aria-label': label ?? t('ui.filter.editorName') }),
  ];
}

/** The filter editor component. */
export function FilterEditor(props: FilterEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const { t } = useT();
  // The words change with the language; the editor (and its undo history) stays.
  const chrome = useRef(new Compartment());
  const words = useRef(t);
  words.current = t;
  // Callbacks and data read by long-lived CodeMirror extensions go through a ref.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!host.current) return;
    const source = (context: CompletionContext) => {
      const result = completeFilter(
        context.state.doc.toString(),
        context.pos,
        latest.current.properties,
      );
      if (
        !result ||
        (!context.explicit && !offerUnasked(result, context.pos, context.state.doc.toString()))
      )
        return null;
      return {
        from: result.from,
        options: result.options.map((o) => ({
          label: o.label,
          apply: o.apply,
          type: o.type === 'literal' ? 'constant' : o.type,
          detail: 'key' in o.detail ? words.current(o.detail.key) : o.detail.code,
        })),
      };
    };
    let lastClause: Span | null = null;
    const report = (span: Span | null) => {
      if (span?.from === lastClause?.from && span?.to === lastClause?.to) return;
      lastClause = span;
      latest.current.onHighlight(span);
    };
    adoptEditorStyles();
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current.value,
        extensions: [
          history(),
          // One line: Enter does nothing and pasted newlines become spaces.
          keymap.of([{ key: 'Enter', run: () => true }]),
          EditorState.transactionFilter.of((tr) => {
            if (!tr.docChanged || !tr.newDoc.toString().includes('\n')) return tr;
            const text = tr.newDoc.toString().replace(/\r?\n/g, ' ');
            return [
              tr,
              {
                changes: { from: 0, to: tr.newDoc.length, insert: text },
                sequential: true,
              },
            ];
          }),
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
          // Enter has no other use in a one-line filter, so it may accept at once.
          autocompletion({ override: [source], icons: false, interactionDelay: 0 }),
          chrome.current.of(
            chromeOf(words.current, latest.current.label, latest.current.placeholder),
          ),
          filterDecorations(),
          // A long filter wraps instead of scrolling out of sight (projectors, presenter mode).
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            'aria-multiline': 'false',
            spellcheck: 'false',
            autocapitalize: 'off',
            autocorrect: 'off',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
            // Keyboard users get the same linking as the pointer: the clause at the cursor.
            else if (update.selectionSet && update.view.hasFocus) {
              report(clauseAt(latest.current.clauses, update.state.selection.main.head));
            }
          }),
          EditorView.domEventHandlers({
            mousemove(event, v) {
              const pos = v.posAtCoords({ x: event.clientX, y: event.clientY }, false);
              report(pos === null ? null : clauseAt(latest.current.clauses, pos));
            },
            mouseleave() {
              report(null);
            },
            blur(_event, v) {
              report(null);
              // A list left open would float over the next field the user moved to.
              closeCompletion(v);
            },
            // Typing over a selection is done here, not by the browser: Chromium's own editing
            // copies the deleted text's colour onto the new text as a style attribute, which the
            // Content Security Policy refuses (a console error on every select-all-and-type).
            beforeinput(event, v) {
              const range = v.state.selection.main;
              if (event.inputType !== 'insertText' || event.data === null || range.empty) {
                return false;
              }
              event.preventDefault();
              v.dispatch(v.state.replaceSelection(event.data), {
                userEvent: 'input.type',
                scrollIntoView: true,
              });
              return true;
            },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // Outside changes (an applied suggestion, a click on the pictures) replace the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== props.value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: props.value } });
    }
  }, [props.value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setMarks.of(props.marks) });
  }, [props.marks]);

  useEffect(() => {
    view.current?.dispatch({
      effects: chrome.current.reconfigure(chromeOf(t, props.label, props.placeholder)),
    });
  }, [t, props.label, props.placeholder]);

  useEffect(() => {
    const content = view.current?.contentDOM;
    if (!content) return;
    content.setAttribute('aria-describedby', props.describedBy);
    content.setAttribute('aria-invalid', String(props.invalid));
  }, [props.describedBy, props.invalid]);

  // The filter is code: translation tools leave it as it is.
  return <div className="filter-editor" ref={host} translate="no" />;
}
