/**
 * A view that is a chunk of its own, fetched the first time it is shown (or earlier, when asked
 * to preload): meanwhile a short loading line or a placeholder of the part's size, and if the
 * chunk cannot be fetched (offline, a failed fetch) a message naming that view with a way to try
 * again, never a blank page and never another part's name.
 */
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  use,
  useReducer,
} from 'react';
import type { BareKey } from '../i18n/params';
import { useT } from './i18n/translator-context';

/**
 * The views loaded when asked for, and the explorer's heavy parts (the filter editor, the d3
 * pictures, the results table) fetched right after the first render.
 */
export type LazyViewName =
  | 'comparison'
  | 'lessons'
  | 'import'
  | 'live'
  | 'code'
  | 'design'
  | 'filterEditor'
  | 'partitionMap'
  | 'keyRangeStrip'
  | 'results';

/** What each view's loading line, loading failure and drawing failure say. */
const WORDS: Readonly<Record<LazyViewName, { loading: BareKey; failed: BareKey; part: BareKey }>> =
  {
    comparison: {
      loading: 'ui.lazy.loading.comparison',
      failed: 'ui.lazy.failed.comparison',
      part: 'ui.part.comparison',
    },
    lessons: {
      loading: 'ui.lazy.loading.lessons',
      failed: 'ui.lazy.failed.lessons',
      part: 'ui.part.lessons',
    },
    import: {
      loading: 'ui.lazy.loading.import',
      failed: 'ui.lazy.failed.import',
      part: 'ui.part.import',
    },
    live: {
      loading: 'ui.lazy.loading.live',
      failed: 'ui.lazy.failed.live',
      part: 'ui.part.liveView',
    },
    code: { loading: 'ui.lazy.loading.code', failed: 'ui.lazy.failed.code', part: 'ui.part.code' },
    design: {
      loading: 'ui.lazy.loading.design',
      failed: 'ui.lazy.failed.design',
      part: 'ui.part.design',
    },
    filterEditor: {
      loading: 'ui.lazy.loading.filterEditor',
      failed: 'ui.lazy.failed.filterEditor',
      part: 'ui.part.filter',
    },
    partitionMap: {
      loading: 'ui.lazy.loading.picture',
      failed: 'ui.lazy.failed.partitionMap',
      part: 'ui.part.partitionMap',
    },
    keyRangeStrip: {
      loading: 'ui.lazy.loading.picture',
      failed: 'ui.lazy.failed.keyRangeStrip',
      part: 'ui.part.keyRangeStrip',
    },
    results: {
      loading: 'ui.lazy.loading.results',
      failed: 'ui.lazy.failed.results',
      part: 'ui.part.results',
    },
  };

/** A lazily loaded view, which can be asked to start fetching its chunk before it is shown. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts fetching the chunk now; settles when it is here or has failed (a failure is said
   * where the view is shown).
   */
  preload(): Promise<void>;
};

/** How a lazily loaded view looks while its chunk is on its way. */
export interface LazyViewOptions<P extends object> {
  /**
   * Drawn in the view's place until its chunk is here, with the view's own props: the same size
   * and, as text, the same content, so nothing moves when the view arrives. A short loading line
   * when absent.
   */
  readonly placeholder?: ComponentType<P>;
}

/** The chunk of a view could not be fetched: distinct from the view failing to draw. */
export class ChunkLoadError extends Error {
  constructor(view: LazyViewName, cause: unknown) {
    super(`the ${view} view's code could not be loaded`, { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A component that draws the view `load` gives, fetching its chunk on first use or preload. `load` is the
 * view's dynamic import (`() => import('./code/CodePanel').then((m) => m.CodePanel)`), so the
 * bundler makes the view a chunk of its own.
 */
export function lazyView<P extends object>(
  view: LazyViewName,
  load: () => Promise<ComponentType<P>>,
  options: LazyViewOptions<P> = {},
): LazyComponent<P> {
  const Placeholder = options.placeholder;
  // One fetch, shared by a preload and every drawing of the view. It records how it ended as
  // React's `use` reads a promise (status, value, reason), so a view whose chunk is already here
  // draws at once, in the same render, without a frame of its placeholder. A failed fetch is
  // kept until Try again; a fetched view is kept for good.
  let fetching: Fetching<P> | null = null;
  const fetchView = (): Fetching<P> => {
    if (fetching) return fetching;
    const started: Fetching<P> = load().then(
      (component) => {
        Object.assign(started, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        const failure = new ChunkLoadError(view, error);
        Object.assign(started, { status: 'rejected', reason: failure });
        throw failure;
      },
    );
    fetching = started;
    return started;
  };
  /** The view itself, once its chunk is here; suspends (placeholder) or throws until then. */
  function Loaded(props: P) {
    const Component = use(fetchView() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  function LazyView(props: P) {
    // Trying again must fetch afresh and draw again.
    const [, redraw] = useReducer((n: number) => n + 1, 0);
    return (
      <LazyBoundary
        view={view}
        onRetry={() => {
          fetching = null;
          redraw();
        }}
      >
        <Suspense fallback={Placeholder ? <Placeholder {...props} /> : <Loading view={view} />}>
          <Loaded {...props} />
        </Suspense>
      </LazyBoundary>
    );
  }
  LazyView.displayName = `Lazy(${view})`;
  return Object.assign(LazyView, {
    preload(): Promise<void> {
      // Not fetched (offline): said where the view is shown, with Try again.
      return fetchView().then(
        () => {},
        () => {},
      );
    },
  });
}

/** A view's fetch, with how it ended once it has (the fields React's `use` reads). */
type Fetching<P> = Promise<ComponentType<P>> & {
  status?: 'fulfilled' | 'rejected';
  value?: ComponentType<P>;
  reason?: unknown;
};

/** The short line shown while a view's chunk is on its way. */
function Loading({ view }: { view: LazyViewName }) {
  const { t } = useT();
  return (
    <p className="view-loading" role="status">
      {t(WORDS[view].loading)}
    </p>
  );
}

interface BoundaryProps {
  readonly view: LazyViewName;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Catches the view's failures: its chunk not fetched, or the view failing to draw. */
class LazyBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; the user already sees the message.
    console.warn(`Keyscope: the ${this.props.view} view failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ViewFailure
        view={this.props.view}
        error={error}
        onRetry={() => {
          if (error instanceof ChunkLoadError) this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/** What a view that failed says, in the reader's language (a class component cannot use hooks). */
function ViewFailure(props: { view: LazyViewName; error: Error; onRetry: () => void }) {
  const { t } = useT();
  const words = WORDS[props.view];
  const notLoaded = props.error instanceof ChunkLoadError;
  return (
    <div className="boundary-error" role="alert">
      {notLoaded ? (
        <p>
          <strong>{t(words.failed)}</strong>
        </p>
      ) : (
        <>
          <p>
            <strong>{t('ui.boundary.failed', { part: t(words.part) })}</strong>{' '}
            <span translate="no">{props.error.message}</span>
          </p>
          <p>{t('ui.boundary.kept')}</p>
        </>
      )}
      <button type="button" onClick={props.onRetry}>
        {t('ui.boundary.retry')}
      </button>
    </div>
  );
}
