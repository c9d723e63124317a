import { Button } from '@storefront/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from './shell.css.ts';

interface Props {
  /** A new value (the next location) clears the error: the shopper can go elsewhere from the header. */
  resetKey: string;
  children: ReactNode;
}

/**
 * The page part of the shell when a page fails to render (its chunk could not be loaded even after the
 * reload the chunk-failure rule makes, or an error in the page): the header and footer stay, the page
 * says so and offers to try again (a reload). Any other location clears it.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[storefront] the page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.pageError} role="alert">
        <h1>
          <FormattedMessage id="app.error.title" />
        </h1>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="app.error.retry" />
        </Button>
      </section>
    );
  }
}
