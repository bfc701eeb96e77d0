import { Component, type ReactNode } from 'react';

type Props = {
  readonly fallback: ReactNode;
  readonly children: ReactNode;
  /** Told of the error caught (its report to the BFF). */
  readonly onError?: (error: unknown) => void;
};

/** Render errors outside the router (providers, layout) show the error screen too. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
