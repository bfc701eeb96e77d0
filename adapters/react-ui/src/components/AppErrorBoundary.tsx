import { Component, type ReactNode } from 'react';

type Props = { readonly fallback: ReactNode; readonly children: ReactNode };

/** Render errors outside the router (providers, layout) show the error screen too. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
