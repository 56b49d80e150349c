/** One design's write-load picture (src/viz) with its text summary and a pass/fail mark. */
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { DesignWriteLoad } from '../../patterns';
import { layoutWriteLoad, writeLoadSummary } from '../../viz/write-load-layout';
import { renderWriteLoad } from '../../viz/write-load-render';
import { useT } from '../i18n/translator-context';

const WIDTH = 220;
const HEIGHT = 56;

/** The picture of `load` for the design called `name`, against `target` writes/s per partition. */
export function WriteLoadPicture(props: { name: string; load: DesignWriteLoad; target: number }) {
  const words = useT();
  const { t } = words;
  const { name, load, target } = props;
  const drawRef = useRef<HTMLDivElement>(null);
  const hatchId = useId();
  const samples = useMemo(
    () => load.buckets.map((b) => ({ start: b.start, rate: b.busiestPartitionRate })),
    [load.buckets],
  );
  const summary = writeLoadSummary(words, samples, target);
  useLayoutEffect(() => {
    const layout = layoutWriteLoad(samples, { width: WIDTH, height: HEIGHT, target });
    drawRef.current?.replaceChildren(
      renderWriteLoad(document, layout, target, hatchId, words) as SVGSVGElement,
    );
  }, [samples, target, hatchId, words]);
  const word = load.passes ? t('compare.writePass') : t('compare.writeFail');
  return (
    <figure
      className="write-picture"
      aria-label={t('compare.writePictureLabel', { name, verdict: word, summary })}
    >
      <figcaption>
        <strong>{name}</strong>{' '}
        <span className={load.passes ? 'verdict verdict-pass' : 'verdict verdict-fail'}>
          <span aria-hidden="true">{load.passes ? '✓' : '✗'}</span> {word}
        </span>
      </figcaption>
      <div ref={drawRef} className="write-draw" aria-hidden="true" />
      <p className="picture-summary">{summary}</p>
      <p className="picture-summary">{words.say(load.summary)}</p>
    </figure>
  );
}
