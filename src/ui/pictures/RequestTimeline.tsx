import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PageSummary } from '../../engine';
import { barOfPage, layoutTimeline } from '../../viz/timeline-layout';
import { continuationText, renderTimeline } from '../../viz/timeline-render';
import { useT } from '../i18n/translator-context';
import { drawnHeight, showScaled, usePictureScale } from './scale';
import { useDrawingBox } from './useWidth';

const HEIGHT = 44;
/** The least height, in the picture's units, a scaled timeline is drawn at. */
const LEAST_HEIGHT = 30;
/** Playback speed: slow enough for a room to follow. */
const STEP_MS = 900;

/** Props of the request timeline. */
export interface RequestTimelineProps {
  readonly pages: readonly PageSummary[];
  readonly step: number | null;
  readonly width: number;
  readonly onStepChange: (step: number | null) => void;
}

/**
 * A step button's face: the arrow drawn, the words read. The name is the button's own text
 * content, so what is read and what the button holds never disagree (an `aria-label` over a
 * different visible text did).
 */
function StepGlyph({ glyph, name }: { readonly glyph: string; readonly name: string }) {
  return (
    <>
      <span aria-hidden="true">{glyph}</span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}

/**
 * One bar per request; clicking a bar, the step buttons or Play walk the query page by page,
 * and the strip's cursor follows (the step is shared through the app state).
 */
export function RequestTimeline({ pages, step, width, onStepChange }: RequestTimelineProps) {
  const words = useT();
  const { t } = words;
  const scale = usePictureScale();
  // Scaled (presenter mode), the bars fill the height their box is given; else they have their own.
  const drawRef = useRef<HTMLDivElement>(null);
  const { ref: drawTo, height: boxHeight } = useDrawingBox(drawRef);
  const unitWidth = width / scale;
  const unitHeight = drawnHeight(scale, HEIGHT, boxHeight, LEAST_HEIGHT);
  const bars = useMemo(() => layoutTimeline(pages, unitWidth), [pages, unitWidth]);
  const [playing, setPlaying] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;
  const last = pages.length - 1;

  useLayoutEffect(() => {
    const svg = renderTimeline(
      document,
      bars,
      step,
      { width: unitWidth, height: unitHeight },
      words,
    ) as SVGSVGElement;
    drawRef.current?.replaceChildren(showScaled(svg, unitWidth, unitHeight, scale));
  }, [bars, step, unitWidth, unitHeight, scale, words]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const current = stepRef.current;
      const next = current === null ? 0 : current + 1;
      if (next > last) {
        setPlaying(false);
        return;
      }
      onStepChange(next);
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [playing, last, onStepChange]);

  // A new query stops playback.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stop when the pages change only
  useEffect(() => setPlaying(false), [pages]);

  const go = (to: number | null) => {
    setPlaying(false);
    onStepChange(to === null ? null : Math.min(last, Math.max(0, to)));
  };
  const page = step !== null ? pages[step] : undefined;
  const bar = step !== null ? barOfPage(bars, step) : null;

  return (
    <div className="timeline">
      <div
        ref={drawTo}
        className="timeline-draw"
        onClick={(e) => {
          const host = drawRef.current;
          if (!host) return;
          // Bars are laid out in the picture's units; the pointer is in screen pixels.
          const x = (e.clientX - host.getBoundingClientRect().left) / scale;
          const hit = bars.find((b) => x >= b.x && x < b.x + b.width);
          if (hit) go(hit.first);
        }}
        aria-hidden="true"
      />
      <fieldset className="step-controls">
        <legend className="visually-hidden">{t('ui.pictures.play')}</legend>
        <button type="button" onClick={() => go(0)} disabled={pages.length === 0}>
          <StepGlyph glyph="|◀" name={t('ui.pictures.first')} />
        </button>
        <button
          type="button"
          onClick={() => go(step === null ? 0 : step - 1)}
          disabled={pages.length === 0 || step === 0}
        >
          <StepGlyph glyph="◀" name={t('ui.pictures.previous')} />
        </button>
        <button
          type="button"
          onClick={() => {
            if (playing) {
              setPlaying(false);
            } else {
              if (step === null || step >= last) onStepChange(0);
              setPlaying(true);
            }
          }}
          disabled={pages.length === 0}
          // The presenter's P key presses this button (src/ui/lessons/presenter-keys.ts).
          data-action="play-timeline"
        >
          {playing ? t('ui.pictures.pause') : t('ui.pictures.playButton')}
        </button>
        <button
          type="button"
          onClick={() => go(step === null ? 0 : step + 1)}
          disabled={pages.length === 0 || step === last}
        >
          <StepGlyph glyph="▶" name={t('ui.pictures.next')} />
        </button>
        <button type="button" onClick={() => go(last)} disabled={pages.length === 0}>
          <StepGlyph glyph="▶|" name={t('ui.pictures.last')} />
        </button>
        <button type="button" onClick={() => go(null)} disabled={step === null}>
          {t('ui.pictures.showAll')}
        </button>
        {/* Until playback starts the count repeats the caption's summary: it is read, not shown,
            so the controls fit on the caption's line. */}
        <output
          className={page && bar ? 'step-status' : 'step-status visually-hidden'}
          aria-label={t('ui.pictures.playback')}
          aria-live="polite"
        >
          {page && bar
            ? t('ui.pictures.requestOf', {
                n: page.index + 1,
                count: pages.length,
                returned: page.returned,
                scanned: page.scanned,
                continuation: continuationText(words, { ...bar, continuation: page.continuation }),
              })
            : t('ui.pictures.requests', { count: pages.length })}
        </output>
      </fieldset>
    </div>
  );
}
