import { Component, type ReactNode } from 'react';

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  /**
   * Name shown in the React dev tools.
   */
  static displayName = 'ErrorBoundary';

  state = { failed: false };

  render() {
    return this.state.failed ? <p>Something went wrong.</p> : this.props.children;
  }
}
