/**
 * One design's heat picture (src/viz heat-layout and heat-render) with its verdict and its text
 * equivalent: the figure is named by the design, the verdict and every row in words, and the
 * same words are listed under the picture.
 */
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { DesignHeat, Heat } from '../../patterns';
import { layoutHeat } from '../../viz/heat-layout';
import { renderHeat } from '../../viz/heat-render';
import { useT } from '../i18n/translator-context';
import { heatLines, type SourceNamer } from './heat-text';

/** Width of a picture, px (the CSS lets it shrink with the column). */
const WIDTH = 440;

/** The picture of `design`'s heat, for the design called `name`. */
export function HeatPicture(props: {
  name: string;
  heat: Heat;
  design: DesignHeat;
  sourceName: SourceNamer;
}) {
  const tr = useT();
  const { t } = tr;
  const { name, heat, design, sourceName } = props;
  const drawRef = useRef<HTMLDivElement>(null);
  const hatchId = `heat${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const lines = heatLines(tr, heat, design, sourceName);
  const verdict = t(design.passes ? 'workloadUi.heatWithin' : 'workloadUi.heatOver');
  const input = useMemo(
    () => ({
      partitions: design.partitions.map((p) => ({
        label: p.partitionKey,
        reads: p.reads,
        writes: p.writes,
      })),
      account: {
        label: t('workloadUi.heatAccountLabel'),
        reads: design.account.reads,
        writes: design.account.writes,
      },
      partitionTarget: heat.partitionTarget,
      accountTarget: heat.accountTarget,
    }),
    [design, heat, t],
  );
  useLayoutEffect(() => {
    const compact = new Intl.NumberFormat(tr.locale, { notation: 'compact' });
    const words = {
      partitionTarget: t('workloadUi.heatTarget', { target: tr.count(heat.partitionTarget) }),
      tick: (v: number) => compact.format(v),
    };
    drawRef.current?.replaceChildren(
      renderHeat(document, layoutHeat(input, WIDTH), words, hatchId) as SVGSVGElement,
    );
  }, [input, heat.partitionTarget, hatchId, tr, t]);
  return (
    <figure
      className="heat-figure"
      aria-label={t('workloadUi.heatFigure', { name, verdict, lines: lines.join(' ') })}
    >
      <figcaption>
        <strong>{name}</strong>{' '}
        <span className={design.passes ? 'verdict verdict-pass' : 'verdict verdict-fail'}>
          <span aria-hidden="true">{design.passes ? '✓' : '✗'}</span> {verdict}
        </span>
      </figcaption>
      <div ref={drawRef} className="heat-draw" aria-hidden="true" />
      <ul className="picture-summary" aria-hidden="true">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </figure>
  );
}
