import { Component, type ReactNode } from 'react';

/**
 * A chart that cannot draw (an old browser, a measuring error) leaves its place empty: the numbers
 * and links beside it carry the same information.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
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
