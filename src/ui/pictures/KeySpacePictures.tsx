import { useId, useMemo, useState } from 'react';
import type { Bound, PartitionDetail, PartitionInfo, QueryAnalysis, Span } from '../../engine';
import { PALETTE } from '../../viz/palette';
import { partitionCells } from '../../viz/partition-cells';
import { mapSummary, timelineSummary } from '../../viz/summary';
import { useT } from '../i18n/translator-context';
import { pngFromSvg, saveBlob, svgText } from './export-files';
import { composeExport, exportFileBase } from './export-picture';
import { KeyRangeStrip, PartitionMap } from './LazyPictures';
import { stripModel } from './model';
import { RequestTimeline } from './RequestTimeline';
import { PictureScale } from './scale';
import { TouchedPartitions } from './TouchedPartitions';
import { useWidth } from './useWidth';
import './pictures.css';

/** Props of the key-space pictures; the filter text stays the single source of truth. */
export interface KeySpacePicturesProps {
  readonly partitions: readonly PartitionInfo[];
  readonly analysis: QueryAnalysis | null;
  /** Rows of the focused (or busiest) partition marked returned / rejected / skipped. */
  readonly detail: PartitionDetail | null;
  readonly focusPartition: string | null;
  readonly filter: string;
  /** Page playback index, or null when not playing back. */
  readonly step: number | null;
  /** A filter clause hovered in the editor. */
  readonly highlight: Span | null;
  onFocusPartition(pk: string | null): void;
  onPartitionClick(pk: string): void;
  onRowKeyBrush(lower: Bound | null, upper: Bound | null): void;
  onStepChange(step: number | null): void;
  onHighlight(span: Span | null): void;
  /** How much larger than their own size the pictures are drawn (presenter mode); 1 by default. */
  readonly scale?: number;
}

/** The partition map, the key-range strip and the request timeline, with text equivalents and export. */
export function KeySpacePictures(props: KeySpacePicturesProps) {
  const { partitions, analysis, detail, focusPartition, filter, step, highlight } = props;
  const words = useT();
  const { t } = words;
  const { ref: bodyRef, width } = useWidth();
  const scale = props.scale ?? 1;
  const [exportError, setExportError] = useState<string | null>(null);
  const mapTitleId = useId();
  const stripTitleId = useId();
  const timelineTitleId = useId();

  const cells = useMemo(
    () => partitionCells(partitions, analysis?.stats.perPartition ?? []),
    [partitions, analysis],
  );
  const stripInputs = useMemo(
    () => ({ cells, analysis, detail, focusPartition, filter, step, highlight }),
    [cells, analysis, detail, focusPartition, filter, step, highlight],
  );
  // The strip is laid out in the picture's units: its screen width over the scale.
  const strip = useMemo(
    () => stripModel(stripInputs, width / scale, words),
    [stripInputs, width, scale, words],
  );
  const pages = analysis?.pages ?? [];
  const summary = mapSummary(words, analysis, partitions.length, cells.total);

  const buildExport = () => {
    const { svg, width: w, height } = composeExport(document, stripInputs, words);
    return { text: svgText(svg as SVGSVGElement), width: w, height };
  };

  const fileBase = exportFileBase(analysis?.plan.costClass ?? null);
  const exportSvg = () => {
    const { text } = buildExport();
    saveBlob(new Blob([text], { type: 'image/svg+xml' }), `${fileBase}.svg`);
  };
  const exportPng = () => {
    const { text, width: w, height } = buildExport();
    pngFromSvg(text, w, height)
      .then((blob) => {
        setExportError(null);
        saveBlob(blob, `${fileBase}.png`);
      })
      .catch((e: unknown) => setExportError(e instanceof Error ? e.message : String(e)));
  };

  if (partitions.length === 0) {
    return <p className="empty">{t('ui.pictures.empty')}</p>;
  }

  return (
    <PictureScale value={scale}>
      <div className={scale === 1 ? 'keyspace' : 'keyspace scaled'} ref={bodyRef}>
        <figure className="picture picture-map" aria-labelledby={mapTitleId}>
          <figcaption>
            <h3 id={mapTitleId}>{t('ui.pictures.map')}</h3>
            <Legend
              items={[
                [t('ui.pictures.untouched'), PALETTE.untouched],
                [t('ui.pictures.touchedNotRead'), PALETTE.matchedTint],
                [t('ui.pictures.noMatch'), PALETTE.noMatch],
                [t('ui.pictures.matched'), PALETTE.matched],
                [t('ui.pictures.shareReturned'), PALETTE.returned],
              ]}
            />
          </figcaption>
          <p className="picture-summary" data-testid="map-summary">
            {summary}
          </p>
          <PartitionMap
            cells={cells}
            table={partitions}
            focusPartition={focusPartition}
            onFocusPartition={props.onFocusPartition}
            onPartitionClick={props.onPartitionClick}
          />
          <TouchedPartitions
            perPartition={analysis?.stats.perPartition ?? []}
            onPartitionClick={props.onPartitionClick}
            onFocusPartition={props.onFocusPartition}
          />
        </figure>

        <figure className="picture picture-strip" aria-labelledby={stripTitleId}>
          <figcaption>
            <h3 id={stripTitleId}>{t('ui.pictures.strip')}</h3>
            <Legend
              items={[
                [t('ui.pictures.scannedRange'), PALETTE.scannedRange],
                [t('ui.pictures.returned'), PALETTE.returned],
                [t('ui.pictures.rejected'), PALETTE.rejected],
                [t('ui.pictures.notRead'), PALETTE.skipped],
              ]}
            />
          </figcaption>
          {strip ? (
            <>
              <p className="picture-summary" data-testid="strip-summary">
                {strip.summary}
                {strip.detail ? ` ${t('ui.pictures.dragHint')}` : ''}
              </p>
              <KeyRangeStrip
                model={strip}
                width={width}
                onRowKeyBrush={props.onRowKeyBrush}
                onHighlight={props.onHighlight}
              />
            </>
          ) : (
            <p className="empty">{t('ui.pictures.noFilter')}</p>
          )}
        </figure>

        <figure className="picture picture-timeline" aria-labelledby={timelineTitleId}>
          {/* One line: heading and summary side by side, so the bars fit a 720-pixel screen. */}
          <figcaption>
            <h3 id={timelineTitleId}>{t('ui.pictures.timeline')}</h3>
            <p className="picture-summary" data-testid="timeline-summary">
              {timelineSummary(words, pages)}
            </p>
          </figcaption>
          <RequestTimeline
            pages={pages}
            step={step}
            width={width}
            onStepChange={props.onStepChange}
          />
        </figure>

        <fieldset className="export-controls">
          <legend className="visually-hidden">{t('ui.pictures.export')}</legend>
          <button type="button" onClick={exportSvg}>
            {t('ui.pictures.exportSvg')}
          </button>
          <button type="button" onClick={exportPng}>
            {t('ui.pictures.exportPng')}
          </button>
          {exportError ? <span role="alert">{exportError}</span> : null}
        </fieldset>
      </div>
    </PictureScale>
  );
}

/** A row of colour swatches with their meaning. */
function Legend({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <ul className="legend" aria-hidden="true">
      {items.map(([label, color]) => (
        <li key={label}>
          <span className="swatch" style={{ background: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
