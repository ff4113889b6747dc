import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A modal body that fails (its chunk did not load, or it threw) says so inside the modal, which
 * keeps its close button, instead of taking the whole page down.
 */
export class ModalBodyBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert">
        <FormattedMessage id="modal.failed" />
      </p>
    );
  }
}
