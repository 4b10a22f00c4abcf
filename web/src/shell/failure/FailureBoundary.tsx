// Catches what a part of the page throws while rendering (most often a screen or panel whose file
// could not be downloaded), so the rest of the page stays: without it React empties the whole page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface FailureBoundaryProps {
  children: ReactNode;
  /** What shows instead of the part that failed. */
  fallback: ReactNode;
  onFailure?: (error: unknown) => void;
  /** Another value (the next address) shows the children again. */
  resetKey?: unknown;
}

export class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    this.props.onFailure?.(error);
  }

  override componentDidUpdate(previous: FailureBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
