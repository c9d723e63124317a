import { CreditResult } from '@storefront/ui';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { buildPath } from '../../shared/routing/routePrefix.ts';
import { useCreditApp } from './context.ts';
import { systemName } from './steps.ts';

/** result/: the decision, one page a status (spec 3 section 3), and who decided (the kit's CreditResult). */
export function ResultStep(): ReactNode {
  const app = useCreditApp();
  const intl = useIntl();
  const navigate = useNavigate();
  // The decision is seen: the order's "new update" is cleared (a sent application's review leads here).
  const { markSeen } = app;
  useEffect(() => markSeen(), [markSeen]);
  const back = buildPath(app.prefix, `/saved-vehicles/${app.vehicleId}/`);
  return (
    <CreditResult
      status={app.application.status}
      systemName={systemName(intl, app.application.system)}
      backHref={back}
      onBack={() => navigate(back)}
    />
  );
}
