/** Catches a rendering failure so the user sees a clear message, never a blank page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from './i18n/translator-context';

interface State {
  readonly error: Error | null;
}

/** An error boundary around one part of the app; `name` says which part failed, in the reader's words. */
export class ErrorBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; the user already sees the message.
    console.warn(`Keyscope: the ${this.props.name} failed to draw`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <BoundaryMessage
        part={this.props.name}
        error={this.state.error}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

/** What a failed part says, in the reader's language (a class component cannot use hooks). */
function BoundaryMessage(props: { part: string; error: Error; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="boundary-error" role="alert">
      <p>
        <strong>{t('ui.boundary.failed', { part: props.part })}</strong>{' '}
        <span translate="no">{props.error.message}</span>
      </p>
      <p>{t('ui.boundary.kept')}</p>
      <button type="button" onClick={props.onRetry}>
        {t('ui.boundary.retry')}
      </button>
    </div>
  );
}
