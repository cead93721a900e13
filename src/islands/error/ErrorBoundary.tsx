import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { isChunkError, reportError } from '../../lib/report-error.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

interface Props {
  children: ReactNode;
  signedIn: boolean;
}

/** Shows the error screen for a render error; a chunk-load error reloads the page instead. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkError(error)) {
      window.location.reload();
      return;
    }
    void reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? <ErrorScreen signedIn={this.props.signedIn} /> : this.props.children;
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', () => window.location.reload());
}

/** Wraps an island's root so every island fails the same way. */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>, signedIn = false) {
  return function Guarded(props: P) {
    return (
      <ErrorBoundary signedIn={signedIn}>
        <Island {...props} />
      </ErrorBoundary>
    );
  };
}
