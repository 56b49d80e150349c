/** The dataset region: picker, size, seed, server range partitions, description and examples. */
import { useEffect, useState } from 'react';
import { presetNameKey } from '../datasets';
import type { RangePartitioning } from '../engine';
import { keysFromFile } from '../state/design-subject';
import { formatCount } from '../i18n/format';
import { HELD_SIZE } from '../state/large-load';
import { useExplorer, useExplorerActions } from '../state/view-context';
import { useT } from './i18n/translator-context';
import { ImportControl } from './import/ImportControl';
import { LiveControl } from './live/LiveControl';
import { LIVE_MESSAGES } from './live/messages';

/** The dataset picker's value while the data is an imported file (no sample id has a colon). */
const IMPORTED_OPTION = 'imported:';

/** The range-partitioning select's value for a setting. */
function partitioningValue(r: RangePartitioning): string {
  return r.kind;
}

/** The PartitionKeys typed into the split box, comma separated. */
function splitKeys(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** The dataset panel; `designing` says whether the key design editor is open beside it. */
export function DatasetPanel({
  designing,
  onDesigning,
}: {
  designing: boolean;
  onDesigning: (open: boolean) => void;
}) {
  const { say } = useT();
  const explorerActions = useExplorerActions();
  const catalogue = useExplorer((s) => s.catalogue);
  const dataset = useExplorer((s) => s.dataset);
  const size = useExplorer((s) => s.size);
  const seed = useExplorer((s) => s.seed);
  const load = useExplorer((s) => s.load);
  const loaded = useExplorer((s) => s.loaded);
  const rangePartitioning = useExplorer((s) => s.rangePartitioning);
  const chooseDataset = useExplorer((s) => s.chooseDataset);
  const setSize = useExplorer((s) => s.setSize);
  const setSeed = useExplorer((s) => s.setSeed);
  const setRangePartitioning = useExplorer((s) => s.setRangePartitioning);
  const imported = useExplorer((s) => s.imported);
  const missingImport = useExplorer((s) => s.missingImport);
  const live = useExplorer((s) => s.live);

  // Imported entities carry their own keys: there is no design to edit for them (records have one).
  const fileKeys = useExplorer(keysFromFile);
  useEffect(() => {
    if (fileKeys && designing) onDesigning(false);
  }, [fileKeys, designing, onDesigning]);

  const info = catalogue.find((d) => d.id === dataset);
  const description = info?.descriptionKey ? say({ code: info.descriptionKey }) : info?.description;
  const design = loaded?.design ?? info?.design;
  const designKey = design && presetNameKey(design);
  const designName = designKey ? say({ code: designKey }) : (design?.name ?? '…');
  const customDesign = useExplorer((s) => s.design !== null);
  // A link may name a dataset this Keyscope does not have: the picker says so rather than
  // showing the first dataset (a <select> whose value has no option displays its first one).
  const unknown = catalogue.length > 0 && !info && !imported;
  const sizes = info ? [...new Set([...info.sizes, size])].sort((a, b) => a - b) : [size];
  const [seedText, setSeedText] = useState(String(seed));
  useEffect(() => setSeedText(String(seed)), [seed]);
  const [splitText, setSplitText] = useState(
    rangePartitioning.kind === 'split-at' ? rangePartitioning.partitionKeys.join(', ') : '',
  );
  // Follow outside changes (a share link restored) without fighting the user's typing.
  useEffect(() => {
    if (rangePartitioning.kind !== 'split-at') return;
    setSplitText((text) =>
      splitKeys(text).join(',') === rangePartitioning.partitionKeys.join(',')
        ? text
        : rangePartitioning.partitionKeys.join(', '),
    );
  }, [rangePartitioning]);

  return (
    <div className="dataset-panel">
      <div className="dataset-controls">
        <label>
          <span className="control-label">Dataset</span>
          <select
            aria-label="Dataset"
            value={imported ? IMPORTED_OPTION : dataset}
            onChange={(e) => chooseDataset(e.target.value)}
            disabled={catalogue.length === 0}
          >
            {imported && (
              <option value={IMPORTED_OPTION} disabled>
                Imported: {imported.name}
              </option>
            )}
            {catalogue.length === 0 && <option value={dataset}>{dataset}</option>}
            {unknown && (
              <option value={dataset} disabled>
                Unknown dataset "{dataset}"
              </option>
            )}
            {catalogue.map((d) => (
              <option key={d.id} value={d.id}>
                {d.nameKey ? say({ code: d.nameKey }) : d.name}
              </option>
            ))}
          </select>
        </label>
        {!imported && (
          <>
            <label>
              <span className="control-label">Size</span>
              <select
                aria-label="Size"
                value={size}
                onChange={(e) => setSize(Number(e.target.value))}
              >
                {sizes.map((n) => (
                  <option key={n} value={n}>
                    {formatCount(n)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="control-label">Seed</span>
              <input
                aria-label="Seed"
                className="seed-input"
                inputMode="numeric"
                value={seedText}
                onChange={(e) => {
                  setSeedText(e.target.value);
                  if (/^[0-9]{1,9}$/.test(e.target.value)) setSeed(Number(e.target.value));
                }}
              />
            </label>
          </>
        )}
        <label>
          <span className="control-label">Server range partitions</span>
          <select
            aria-label="Server range partitions"
            value={partitioningValue(rangePartitioning)}
            onChange={(e) => {
              const kind = e.target.value;
              if (kind === 'single') setRangePartitioning({ kind: 'single' });
              else if (kind === 'every-partition')
                setRangePartitioning({ kind: 'every-partition' });
              else
                setRangePartitioning({
                  kind: 'split-at',
                  partitionKeys: splitKeys(splitText),
                });
            }}
          >
            <option value="single">One range (default)</option>
            <option value="every-partition">Split at every PartitionKey</option>
            <option value="split-at">Split at chosen keys…</option>
          </select>
        </label>
        {rangePartitioning.kind === 'split-at' && (
          <label>
            <span className="control-label">Split before</span>
            <input
              aria-label="Split before PartitionKeys"
              placeholder="e.g. H, Q"
              value={splitText}
              onChange={(e) => {
                setSplitText(e.target.value);
                setRangePartitioning({
                  kind: 'split-at',
                  partitionKeys: splitKeys(e.target.value),
                });
              }}
            />
          </label>
        )}
      </div>
      <div className="design-line">
        {imported && fileKeys ? (
          <span>
            Keys as in <strong>{imported.name}</strong>
          </span>
        ) : (
          <>
            <span>
              Key design: <strong>{designName}</strong>
              {customDesign ? ' (changed)' : ''}
            </span>
            <button type="button" aria-expanded={designing} onClick={() => onDesigning(!designing)}>
              {designing ? 'Close the key design' : 'Edit key design'}
            </button>
          </>
        )}
      </div>
      {/* Where else data can come from: on a line of their own, so the key design's line does
          not wrap and the pictures keep their room at 720 pixels. */}
      <div className="source-line">
        <ImportControl />
        <LiveControl />
      </div>
      {load.phase === 'loading' && !imported && (
        <div className="load-progress">
          <progress
            aria-label="Generating dataset"
            max={Math.max(load.expected, 1)}
            value={Math.min(load.done, load.expected)}
          />
          <span>
            Generating {formatCount(load.done)} of about {formatCount(load.expected)} entities…
          </span>
          <button
            type="button"
            onClick={() => explorerActions()?.cancelLoad(info?.defaultSize ?? HELD_SIZE)}
          >
            Cancel loading
          </button>
        </div>
      )}
      {load.phase === 'loading' && imported && (
        <p className="load-summary" aria-live="polite">
          {imported.as === 'records'
            ? `Applying the key design to the records of ${imported.name}…`
            : `Restoring ${imported.name} from this browser…`}
        </p>
      )}
      {load.phase === 'failed' && missingImport && (
        <p className="load-error" role="alert">
          {live
            ? LIVE_MESSAGES.missingLive(live.table, live.endpoint)
            : load.message && say(load.message)}
        </p>
      )}
      {load.phase === 'failed' && !missingImport && (
        <p className="load-error" role="alert">
          The dataset could not be loaded: {load.message && say(load.message)}
          {unknown ? ' Choose one of the datasets in the list.' : ''}
        </p>
      )}
      <div className="dataset-facts">
        {load.phase === 'ready' && loaded && (
          <p className="load-summary" aria-live="polite">
            {formatCount(loaded.count)} entities in {formatCount(loaded.partitions.length)}{' '}
            partitions, built in {(loaded.ms / 1000).toFixed(1)} s.
            {loaded.rejectedCount > 0 && (
              <span className="rejected" title={loaded.rejectedSample.join('\n')}>
                {' '}
                {formatCount(loaded.rejectedCount)} rejected.
              </span>
            )}
          </p>
        )}
        {info && !imported && (
          <p className="description" title={description}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
