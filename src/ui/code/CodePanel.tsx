/**
 * The code panel: the current filter, `$select` and `$top` as a program for one of five clients,
 * coloured, with Copy and Download, and the endpoint and table it runs against. A non-modal
 * dialog over the key space and results, so the filter and plan stay in view while it follows
 * every change to the query.
 */
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CODE_TARGETS, type CodeTarget, generateCode } from '../../codegen';
import { useExplorer } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import { NeedsNetwork } from '../offline/NeedsNetwork';
import { saveBlob } from '../pictures/export-files';
import { CodeView } from './CodeView';
import {
  CODE_TARGET_LABELS,
  type CodeSettings,
  codeQueryOf,
  fileNameFor,
  loadSettings,
  saveSettings,
  tableFor,
  targetAfterKey,
} from './code-options';
import { useBelow } from './useBelow';
import './code.css';

/** localStorage, or null where the browser refuses it (a sandboxed frame). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The panel, with the element id `id` (the button controls it); `anchor` is the element it opens
 * below (the filter region), `onClose` dismisses it.
 */
export function CodePanel({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  // `tr`, not `t`: the tabs below name each code target `t`.
  const { t: tr } = useT();
  const filter = useExplorer((s) => s.filter);
  const select = useExplorer((s) => s.select);
  const top = useExplorer((s) => s.top);
  const dataset = useExplorer((s) => s.dataset);
  const [settings, setSettingsState] = useState<CodeSettings>(() => loadSettings(browserStorage()));
  const [copied, setCopied] = useState<{ code: string; ok: boolean } | null>(null);
  const place = useBelow(anchor);
  const titleId = useId();
  const programId = useId();
  const tabs = useRef(new Map<CodeTarget, HTMLButtonElement>());

  const setSettings = (next: CodeSettings) => {
    setSettingsState(next);
    saveSettings(browserStorage(), next);
  };
  const { target, endpoint } = settings;
  const table = tableFor(settings, dataset);
  const code = useMemo(
    () => generateCode(target, codeQueryOf(endpoint, table, filter, select, top)),
    [target, endpoint, table, filter, select, top],
  );
  const fileName = fileNameFor(target);
  // Opening moves focus into the panel, to the chosen client; Escape gives it back to the button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening, not on every choice.
  useEffect(() => tabs.current.get(target)?.focus(), []);

  const chooseTarget = (t: CodeTarget, focus: boolean) => {
    setSettings({ ...settings, target: t });
    if (focus) tabs.current.get(t)?.focus();
  };
  const onTabKey = (e: KeyboardEvent) => {
    const next = targetAfterKey(CODE_TARGETS, target, e.key);
    if (next === null) return;
    e.preventDefault();
    chooseTarget(next, true);
  };
  const copy = () => {
    const done = (ok: boolean) => setCopied({ code, ok });
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(code).then(
      () => done(true),
      () => done(false),
    );
  };
  const status =
    copied?.code !== code ? '' : copied.ok ? tr('ui.code.copied') : tr('ui.code.copyFailed');

  return (
    <dialog
      open
      id={id}
      className="code-panel"
      aria-labelledby={titleId}
      style={place}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className="code-head">
        <h3 id={titleId}>{tr('ui.code.title')}</h3>
        <div role="tablist" aria-label={tr('ui.code.client')} className="code-tabs">
          {CODE_TARGETS.map((t) => (
            <button
              type="button"
              role="tab"
              key={t}
              ref={(button) => {
                if (button) tabs.current.set(t, button);
                else tabs.current.delete(t);
              }}
              aria-selected={t === target}
              aria-controls={programId}
              tabIndex={t === target ? 0 : -1}
              onClick={() => chooseTarget(t, false)}
              onKeyDown={onTabKey}
              translate="no"
            >
              {CODE_TARGET_LABELS[t]}
            </button>
          ))}
        </div>
        <button type="button" className="code-close" onClick={onClose}>
          {tr('ui.code.close')}
        </button>
      </div>
      <div className="code-fields">
        <label className="code-endpoint">
          {tr('ui.code.endpoint')}{' '}
          <input
            translate="no"
            value={endpoint}
            spellCheck={false}
            onChange={(e) => setSettings({ ...settings, endpoint: e.target.value })}
          />
        </label>
        <label className="code-table">
          {tr('ui.code.table')}{' '}
          <input
            translate="no"
            value={table}
            spellCheck={false}
            onChange={(e) => setSettings({ ...settings, table: { dataset, name: e.target.value } })}
          />
        </label>
        <button type="button" onClick={copy}>
          {tr('ui.code.copy')}
        </button>
        <button
          type="button"
          onClick={() => saveBlob(new Blob([code], { type: 'text/plain' }), fileName)}
        >
          {tr('ui.code.download', { file: fileName })}
        </button>
        <output className="code-status" aria-live="polite" aria-label={tr('ui.code.copyStatus')}>
          {status}
        </output>
      </div>
      <NeedsNetwork need="code" />
      <p className="code-note">{tr('ui.code.sasNote', { variable: 'AZURE_TABLES_SAS' })}</p>
      <CodeView
        id={programId}
        code={code}
        target={target}
        label={tr('ui.code.program', { client: CODE_TARGET_LABELS[target], file: fileName })}
      />
    </dialog>
  );
}
