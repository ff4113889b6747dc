import { Component, type ReactNode } from 'react';

/**
 * Around the header, the tab bar and the side bar: one that throws (an answer of the wrong shape, kept in session
 * storage for every reload) leaves its slot empty instead of unmounting the whole site, so the page stays usable.
 * React logs what a boundary catches (`console.error`), so it is not logged twice here; the start stays small.
 */
export class ChromeBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  // Shaped as `PageBoundary`'s state, which the start's chunk already holds: it compresses to less (the budget).
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? null : this.props.children;
  }
}
