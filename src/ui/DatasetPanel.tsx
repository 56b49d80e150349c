/** The dataset region: picker, size, seed, server range partitions, description and examples. */
import { useEffect, useState } from 'react';
import type { RangePartitioning } from '../engine';
import { keysFromFile } from '../state/design-subject';
import { HELD_SIZE } from '../state/large-load';
import { useExplorer, useExplorerActions } from '../state/view-context';
import { shownDesignName } from './design/preset-names';
import { useT } from './i18n/translator-context';
import { ImportControl } from './import/ImportControl';
import { LiveControl } from './live/LiveControl';

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
  const explorerActions = useExplorerActions();
  const translator = useT();
  const { t, count, decimal, say } = translator;
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
  // A changed design is named for what it is ("Custom, from By department"), never the preset's name.
  const designName = design ? shownDesignName(translator, design) : '…';
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
          <span className="control-label">{t('ui.dataset.dataset')}</span>
          <select
            className="dataset-select"
            aria-label={t('ui.dataset.dataset')}
            value={imported ? IMPORTED_OPTION : dataset}
            onChange={(e) => chooseDataset(e.target.value)}
            disabled={catalogue.length === 0}
          >
            {imported && (
              <option value={IMPORTED_OPTION} disabled>
                {t('ui.dataset.imported', { name: imported.name })}
              </option>
            )}
            {catalogue.length === 0 && <option value={dataset}>{dataset}</option>}
            {unknown && (
              <option value={dataset} disabled>
                {t('ui.dataset.unknown', { id: dataset })}
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
              <span className="control-label">{t('ui.dataset.size')}</span>
              <select
                aria-label={t('ui.dataset.size')}
                value={size}
                onChange={(e) => setSize(Number(e.target.value))}
              >
                {sizes.map((n) => (
                  <option key={n} value={n}>
                    {count(n)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="control-label">{t('ui.dataset.seed')}</span>
              <input
                aria-label={t('ui.dataset.seed')}
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
          <span className="control-label">{t('ui.dataset.ranges')}</span>
          <select
            aria-label={t('ui.dataset.ranges')}
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
            <option value="single">{t('ui.dataset.rangesSingle')}</option>
            <option value="every-partition">{t('ui.dataset.rangesEvery')}</option>
            <option value="split-at">{t('ui.dataset.rangesChosen')}</option>
          </select>
        </label>
        {rangePartitioning.kind === 'split-at' && (
          <label>
            <span className="control-label">{t('ui.dataset.splitBefore')}</span>
            <input
              aria-label={t('ui.dataset.splitBeforeName')}
              placeholder={t('ui.dataset.splitExample')}
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
            {t('ui.dataset.keysAsIn')} <strong translate="no">{imported.name}</strong>
          </span>
        ) : (
          <>
            <span>
              {t('ui.dataset.design')} <strong>{designName}</strong>
            </span>
            <button type="button" aria-expanded={designing} onClick={() => onDesigning(!designing)}>
              {designing ? t('ui.dataset.closeDesign') : t('ui.dataset.editDesign')}
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
      {load.phase === 'running' && !imported && (
        <div className="load-progress">
          <progress
            aria-label={t('ui.dataset.generating')}
            max={Math.max(load.expected, 1)}
            value={Math.min(load.done, load.expected)}
          />
          <span>{t('ui.dataset.generatingCount', { done: load.done, count: load.expected })}</span>
          <button
            type="button"
            onClick={() => explorerActions()?.cancelLoad(info?.defaultSize ?? HELD_SIZE)}
          >
            {t('ui.dataset.cancel')}
          </button>
        </div>
      )}
      {load.phase === 'running' && imported && (
        <p className="load-summary" aria-live="polite">
          {imported.as === 'records'
            ? t('ui.dataset.applying', { name: imported.name })
            : t('ui.dataset.restoring', { name: imported.name })}
        </p>
      )}
      {load.phase === 'failed' && missingImport && (
        <p className="load-error" role="alert">
          {live
            ? t('ui.live.missingLive', { table: live.table, endpoint: live.endpoint })
            : load.message && say(load.message)}
        </p>
      )}
      {load.phase === 'failed' && !missingImport && (
        <p className="load-error" role="alert">
          {t('ui.dataset.loadFailed')} {load.message && say(load.message)}
          {unknown ? ` ${t('ui.dataset.chooseListed')}` : ''}
        </p>
      )}
      <div className="dataset-facts">
        {load.phase === 'ready' && loaded && (
          <p className="load-summary" aria-live="polite">
            {t('ui.dataset.built', {
              entities: t('ui.dataset.entities', { count: loaded.count }),
              partitions: t('ui.dataset.inPartitions', { count: loaded.partitions.length }),
              seconds: decimal(loaded.ms / 1000, 1),
            })}
            {loaded.rejectedCount > 0 && (
              <span className="rejected" title={loaded.rejectedSample.map(say).join('\n')}>
                {' '}
                {t('ui.dataset.rejected', { count: loaded.rejectedCount })}
              </span>
            )}
            {loaded.tables && (
              <span className="routed-tables">
                {' '}
                {t('ui.dataset.oneOfTables', {
                  count: loaded.tables.names.length,
                  shown: loaded.tables.shown,
                  last: loaded.tables.names[loaded.tables.names.length - 1] ?? '',
                })}
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
