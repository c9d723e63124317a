import type { Locale } from '@storefront/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { formatWhen, VisitState } from '../appointment/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { useTestDrives } from './api/testDrives.ts';
import * as styles from './pages.css.ts';

/**
 * The shopper's test drives on My vehicles (found in a shopper trial: the visit booked showed, the
 * test drive requested did not): each open or confirmed request with its model, its state (requested,
 * the dealership calling back to set the time, or confirmed for a time) and one link to the appointment
 * page of its vehicle, where it is changed or cancelled. None: nothing is shown.
 */
export function TestDrives({ userId }: { userId: number }) {
  const intl = useIntl();
  const prefix = parseRoutePrefix(useLocation().pathname);
  const drives = useTestDrives(userId);
  const dealer = useHomeDealership().data?.name ?? '';
  const list = drives.data?.results ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="my-test-drives" className={styles.testDrives}>
      <h2 id="my-test-drives">
        <FormattedMessage id="myVehicles.testDrives.title" />
      </h2>
      <ul className={styles.list}>
        {list.map((drive) => {
          const model = [drive.model.year, drive.model.make, drive.model.name].filter(Boolean).join(' ');
          const confirmed = drive.status === 'confirmed' && drive.start !== null;
          return (
            <li key={drive.id} className={`${styles.card} ${styles.sectionLinks}`} data-testid="test-drive">
              <p>
                {confirmed && drive.start ? (
                  <FormattedMessage
                    id="myVehicles.testDrive.confirmed"
                    values={{
                      model,
                      when: formatWhen(drive.start, intl.locale as Locale, drives.data?.time_zone ?? 'UTC'),
                    }}
                  />
                ) : (
                  <FormattedMessage id="myVehicles.testDrive.requested" values={{ model, dealer }} />
                )}
              </p>
              <VisitState confirmed={confirmed} dealer={dealer} />
              {drive.vehicle === null ? null : (
                <p>
                  <Link to={buildPath(prefix, `/appointment/${drive.vehicle}/`)}>
                    <FormattedMessage id="myVehicles.testDrive.manage" values={{ model }} />
                  </Link>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
