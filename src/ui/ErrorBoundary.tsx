/** Catches a rendering failure so the user sees a clear message, never a blank page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly error: Error | null;
}

/** An error boundary around one part of the app; `name` says which part failed. */
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
      <div className="boundary-error" role="alert">
        <p>
          <strong>The {this.props.name} could not be drawn.</strong> {this.state.error.message}
        </p>
        <p>Your filter and dataset are kept. Try again, or reload the page.</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
