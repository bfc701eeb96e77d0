import { useIsSSR } from '@fluentui/react-components';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

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
 * Whether the chart may draw: once the page has hydrated, each chart in a task of its own. Drawn
 * together, the overview's four charts were one render and commit of 140 ms on a phone (4× slowdown)
 * right after the hydration; one at a time, none holds the main thread that long
 * (docs/ui/hydration.md "The overview's charts one at a time").
 */
const useDrawn = (): boolean => {
  const hydrating = useIsSSR();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (hydrating) return;
    // flushSync: this chart's render and commit in this timer's task, not batched with the others'.
    const timer = setTimeout(() => flushSync(() => setDrawn(true)), 0);
    return () => clearTimeout(timer);
  }, [hydrating]);
  return drawn;
};

/**
 * A fleet overview chart, drawn in the browser only: Fluent's charts measure the document while they
 * render, which the server has not (the server renders the figures and links beside them, and the
 * charts follow once the page has hydrated; SSRProvider in main.tsx). Its place is kept meanwhile
 * (FleetOverviewPage's chart classes).
 */
export const ChartBoundary = ({ children }: { children: ReactNode }) =>
  useDrawn() ? <ChartErrorBoundary>{children}</ChartErrorBoundary> : null;
