/**
 * Which named events a moment fires (spec 2 §9, spec 3 §9), apart from how they are built and sent
 * (./tracker.ts): the page the shopper entered, or a change the server accepted (its method, path and
 * JSON body, shared/analytics/calls.ts).
 */
import { type AnalyticsEventName, DEAL_TYPE_LABELS } from '@storefront/domain';
import type { AcceptedCall } from '../../shared/analytics/calls.ts';
import { vehicleIdOfPath } from '../vehicle/index.ts';

/** A named event and the payload groups of its moment. */
export interface Moment {
  readonly name: AnalyticsEventName;
  readonly groups?: Readonly<Record<string, unknown>>;
}

const STEP_OF_PATH = /\/conf\/[^/]+\/([^/]+)\//;

/**
 * A vehicle page: vehicle viewed, then purchase start (its first page) or the step entered (and the
 * build-your-deal complete on the review step). Other pages: none.
 */
export function momentsOfPage(pathname: string, pageName: string | null): Moment[] {
  if (!vehicleIdOfPath(pathname)) return [];
  const step = STEP_OF_PATH.exec(pathname)?.[1];
  if (!step) return [{ name: 'vehicle viewed' }, { name: 'purchase start' }];
  const moments: Moment[] = [
    { name: 'vehicle viewed' },
    { name: 'step entered', groups: { process: { step, pageName } } },
  ];
  if (step === 'review') moments.push({ name: 'build-your-deal complete' });
  return moments;
}

/** The moments of a change the server accepted. */
export function momentsOfCall({ method, path, body }: AcceptedCall): Moment[] {
  const json = (body ?? {}) as Record<string, unknown>;
  if (method === 'PATCH' && /\/api\/customer\/order\/\d+\/$/.test(path)) {
    const moments: Moment[] = [];
    const type = json.payment_type;
    if (typeof type === 'string')
      moments.push({
        name: 'payment type changed',
        groups: {
          calculation: { deal_type: DEAL_TYPE_LABELS[type as keyof typeof DEAL_TYPE_LABELS] ?? type },
        },
      });
    if (Array.isArray(json.accessory_ids))
      moments.push({ name: 'accessory added', groups: { commerce: { accessories: json.accessory_ids } } });
    if (Array.isArray(json.protection_ids))
      moments.push({ name: 'protection added', groups: { commerce: { protections: json.protection_ids } } });
    const others = Object.keys(json).filter(
      (k) => !['payment_type', 'accessory_ids', 'protection_ids'].includes(k),
    );
    if (others.length && typeof type !== 'string')
      moments.push({ name: 'worksheet edited', groups: { form: { fields: others } } });
    return moments;
  }
  if (method === 'POST' && /\/api\/customer\/order\/$/.test(path)) return [{ name: 'deal saved' }];
  if (/\/submit_tradein\/$|\/submit_ico\/$/.test(path)) return [{ name: 'trade-in submitted' }];
  if (/\/submit_application\/$/.test(path)) return [{ name: 'application submitted' }];
  if (/\/api\/customer\/deposit\/charge_deposit\/$/.test(path))
    return [{ name: 'deposit submitted', groups: { commerce: { payment_method: 'stripe' } } }];
  if (method === 'POST' && /\/api\/customer\/appointment\/$|\/api\/test-drive\/bookings\/$/.test(path))
    return [{ name: 'appointment booked' }];
  if (/\/api\/customer\/customer-question\/$/.test(path))
    return [
      { name: 'contact form submitted', groups: { form: { formType: 'servicerequest', formVersion: 1 } } },
    ];
  return [];
}
