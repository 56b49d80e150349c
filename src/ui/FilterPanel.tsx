/** The filter region: the editor, its error with hint, and the `$top` / `$select` inputs. */
import { useEffect, useId, useMemo, useState } from 'react';
import { MAX_PAGE_SIZE, type Span } from '../engine';
import type { Translator } from '../i18n/translate';
import { analysisOfText, filterErrorOf, isRunning, optionErrorOf } from '../state/query-state';
import { useExplorer } from '../state/view-context';
import { CodeText } from './CodeText';
import { CodeButton } from './code/CodeButton';
import type { PropertyTypes } from './editor/completion';
import type { FilterMarks } from './editor/decorations';
import { FilterEditor } from './editor/LazyFilterEditor';
import { fixForError } from './error-fix';
import { useT } from './i18n/translator-context';
import { useExamples } from './useExamples';

const NO_SPANS: readonly Span[] = [];
const NO_PROPERTIES: readonly PropertyTypes[] = [];

/** Why a typed `$top` is refused: not a whole number, or one the service rejects (`n`). */
export type TopProblem =
  | { readonly kind: 'not-whole' }
  | { readonly kind: 'range'; readonly n: number };

/** `$top` as typed → a number from 1 to the service's page size, null when blank, or the problem. */
function parseTop(
  text: string,
): { ok: true; top: number | null } | { ok: false; error: TopProblem } {
  const t = text.trim();
  if (t === '') return { ok: true, top: null };
  if (!/^[0-9]+$/.test(t)) return { ok: false, error: { kind: 'not-whole' } };
  const n = Number(t);
  if (n < 1 || n > MAX_PAGE_SIZE) return { ok: false, error: { kind: 'range', n } };
  return { ok: true, top: n };
}

/** A `$top` problem in the reader's words; the limit is written as `$top` takes it (1000). */
function topMessage(t: Translator['t'], problem: TopProblem): string {
  const max = String(MAX_PAGE_SIZE);
  return problem.kind === 'not-whole'
    ? t('ui.filter.topNotWhole', { max })
    : t('ui.filter.topRange', { max, n: String(problem.n) });
}

/** `$select` as typed → the property names (comma or space separated). */
function parseSelect(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The filter panel component. */
export function FilterPanel() {
  const { t, say } = useT();
  const filter = useExplorer((s) => s.filter);
  const setFilter = useExplorer((s) => s.setFilter);
  const filterError = useExplorer((s) => filterErrorOf(s.query));
  const optionError = useExplorer((s) => optionErrorOf(s.query));
  const running = useExplorer((s) => isRunning(s.query));
  // Seek/residual marks only apply to the text they were computed for.
  const current = useExplorer((s) => analysisOfText(s.query, s.filter));
  const highlight = useExplorer((s) => s.highlight);
  const setHighlight = useExplorer((s) => s.setHighlight);
  const errorId = useId();
  const helpId = useId();
  const topErrorId = useId();
  const propertiesId = useId();
  const properties = useExplorer((s) => s.loaded?.properties ?? NO_PROPERTIES);
  const top = useExplorer((s) => s.top);
  const setTop = useExplorer((s) => s.setTop);
  const select = useExplorer((s) => s.select);
  const setSelect = useExplorer((s) => s.setSelect);
  const examples = useExamples();

  const [topText, setTopText] = useState(top === null ? '' : String(top));
  const [topProblem, setTopProblem] = useState<TopProblem | null>(null);
  const topError = topProblem ? topMessage(t, topProblem) : null;
  const [selectText, setSelectText] = useState(select.join(', '));
  // Follow outside changes (a share link restored) without fighting the user's typing.
  useEffect(() => {
    setTopText((text) => {
      const parsed = parseTop(text);
      return parsed.ok && parsed.top === top ? text : top === null ? '' : String(top);
    });
  }, [top]);
  useEffect(() => {
    setSelectText((text) =>
      parseSelect(text).join(',') === select.join(',') ? text : select.join(', '),
    );
  }, [select]);

  const fix = filterError ? fixForError(filter, filterError) : null;
  const seek = current ? current.plan.seek : NO_SPANS;
  const residual = current ? current.plan.residual : NO_SPANS;
  const marks = useMemo<FilterMarks>(
    () => ({
      error: filterError ? { from: filterError.from, to: filterError.to } : null,
      seek,
      residual,
      highlight,
    }),
    [filterError, seek, residual, highlight],
  );
  const clauses = useMemo(() => [...seek, ...residual], [seek, residual]);

  return (
    <div className="filter-panel">
      <div className="filter-row">
        <span className="filter-prefix" aria-hidden="true" translate="no">
          $filter=
        </span>
        <FilterEditor
          value={filter}
          onChange={setFilter}
          marks={marks}
          clauses={clauses}
          onHighlight={setHighlight}
          properties={properties}
          describedBy={`${errorId} ${helpId}`}
          invalid={filterError !== null}
        />
        <span className="busy" aria-hidden="true">
          {running ? '…' : ''}
        </span>
      </div>
      <div className="filter-status">
        {/* Rendered only with an error: an always-present empty alert is noise to assistive tech
            and to getByRole('alert'). Inserting a role="alert" element is itself announced. */}
        {filterError && (
          <div id={errorId} className="filter-error" role="alert">
            <span className="error-where">
              {filterError.from === filterError.to
                ? t('ui.filter.errorAt', { at: String(filterError.from + 1) })
                : t('ui.filter.errorSpan', {
                    from: String(filterError.from + 1),
                    to: String(filterError.to),
                  })}
            </span>{' '}
            <span className="error-message">
              <CodeText text={say(filterError.message)} />
            </span>
            {filterError.hint && (
              <span className="error-hint">
                {' '}
                <CodeText text={t('ui.filter.hint', { hint: say(filterError.hint) })} />
              </span>
            )}
            {fix && (
              <button type="button" className="error-fix" onClick={() => setFilter(fix.filter)}>
                {fix.label}
              </button>
            )}
          </div>
        )}
        {!filterError && (
          <p id={helpId} className="filter-help">
            {t('ui.filter.help')}{' '}
            <span translate="no">
              {"'text'"}, 42, 42L, 4.5, {"datetime'2024-01-01T00:00:00Z'"}, {"guid'…'"}.
            </span>
          </p>
        )}
      </div>
      <div className="options-row">
        <label>
          <span translate="no">$top</span>{' '}
          <input
            className="top-input"
            inputMode="numeric"
            value={topText}
            placeholder={t('ui.filter.topNone')}
            aria-invalid={topError !== null}
            aria-describedby={(topError ?? optionError) ? topErrorId : undefined}
            onChange={(e) => {
              setTopText(e.target.value);
              const parsed = parseTop(e.target.value);
              if (parsed.ok) {
                setTopProblem(null);
                setTop(parsed.top);
              } else setTopProblem(parsed.error);
            }}
          />
        </label>
        <label className="select-label">
          <span translate="no">$select</span>{' '}
          <input
            className="select-input"
            value={selectText}
            placeholder={t('ui.filter.selectAll')}
            list={propertiesId}
            onChange={(e) => {
              setSelectText(e.target.value);
              setSelect(parseSelect(e.target.value));
            }}
          />
          <datalist id={propertiesId}>
            {properties.map((p) => (
              <option key={p.name} value={p.name} />
            ))}
          </datalist>
        </label>
        <CodeButton />
        {(topError ?? optionError) && (
          <span id={topErrorId} className="input-error" role="alert">
            {topError ?? (optionError && say(optionError))}
          </span>
        )}
      </div>
      {examples.length > 0 && (
        <fieldset className="examples">
          <legend className="examples-legend">{t('ui.filter.examples')}</legend>
          {examples.map((q) => {
            const note = q.noteKey && say({ code: q.noteKey });
            return (
              <button
                type="button"
                key={q.labelKey}
                className={q.filter === filter ? 'example active' : 'example'}
                aria-pressed={q.filter === filter}
                title={note ? t('ui.filter.exampleTitle', { filter: q.filter, note }) : q.filter}
                onClick={() => setFilter(q.filter)}
              >
                {say({ code: q.labelKey })}
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
