import { useIsSSR } from '@fluentui/react-components';
import { Component, type ReactNode } from 'react';

/**
 * A chart that cannot draw (an old browser, a measuring error) leaves its place empty: the numbers
 * and links beside it carry the same information.
 */
class ChartErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A fleet overview chart could not be drawn.', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A fleet overview chart, drawn in the browser only: Fluent's charts measure the document while they
 * render, which the server has not (the server renders the figures and links beside them, and the
 * charts follow once the page has hydrated; SSRProvider in main.tsx).
 */
export const ChartBoundary = ({ children }: { children: ReactNode }) =>
  useIsSSR() ? null : <ChartErrorBoundary>{children}</ChartErrorBoundary>;
