import { Component, type ReactNode } from 'react';
import { ConnectionError } from '#web/components/connection-error.tsx';

interface State {
  failed: boolean;
}

/**
 * A page's chunk failed to download (no signal, or a new release removed the old files):
 * offer a reload, which fetches the current index.html and its chunks afresh.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <ConnectionError onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
