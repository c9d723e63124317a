import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/routePrefix.ts';
import { useCreditApp } from './context.ts';
import * as styles from './creditApp.css.ts';
import { systemName } from './steps.ts';

/** result/: the decision, one page a status (spec 3 section 3), and who decided. */
export function ResultStep(): ReactNode {
  const app = useCreditApp();
  const intl = useIntl();
  const status = app.application.status;
  // The decision is seen: the order's "new update" is cleared (a sent application's review leads here).
  const { markSeen } = app;
  useEffect(() => markSeen(), [markSeen]);
  const key = status === null ? 'pending' : String(status);
  return (
    <section className={styles.form} aria-labelledby="credit-app-step-title">
      <h1 id="credit-app-step-title">
        <FormattedMessage id={`creditApp.result.${key}.title`} />
      </h1>
      <p role="status" data-credit-status={key}>
        <FormattedMessage id={`creditApp.result.${key}.body`} />
      </p>
      <p>
        <FormattedMessage
          id="creditApp.result.system"
          values={{ name: systemName(intl, app.application.system) }}
        />
      </p>
      <p className={styles.actions}>
        <Link to={buildPath(app.prefix, `/saved-vehicles/${app.vehicleId}/`)}>
          <FormattedMessage id="creditApp.result.back" />
        </Link>
      </p>
    </section>
  );
}
