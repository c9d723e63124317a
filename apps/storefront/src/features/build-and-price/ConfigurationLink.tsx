import { PAYMENT_TYPES, type PaymentType } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { statusOf } from '../../shared/api/statusOf.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useOrders } from '../orders/index.ts';
import { configurationQuery, linkConfiguration } from './api/configuration.ts';
import { configurationTokenOf, dropConfigurationToken } from './configurationToken.ts';
import { dealAreas } from './state.ts';
import type { DealController } from './useDeal.ts';

/**
 * A salesperson's configuration on the vehicle page (spec 2 §4 chain items 4 and 9), a chunk of its own
 * loaded only when the URL or the stored id names one (./DealLinks.tsx):
 * - its choices (accessories, protection plans, payment type) applied to the deal as if the shopper had
 *   picked them, once, when the shopper has no order on this vehicle; an order is never overwritten (a
 *   quiet notice says the saved deal is kept);
 * - with the link's token (./configurationToken.ts), once the shopper's order exists, the configuration
 *   follows it (PATCH with `order_id`);
 * - another vehicle's, or one not found: ignored, logged once, forgotten for this vehicle.
 */
export function ConfigurationLink({
  controller,
  configurationId,
}: {
  controller: DealController;
  configurationId: number;
}) {
  const { http, dealerCode } = useApi();
  const { vehicle, order, setCart, changePaymentType } = controller;
  const key = String(vehicle.id);
  const configuration = useQuery(configurationQuery(http, dealerCode, configurationId));
  const user = useCurrentUser();
  const orders = useOrders();
  const area = useAtomValue(dealAreas.configurations);
  const setArea = useSetAtom(dealAreas.configurations);
  const [notice, setNotice] = useState<'applied' | 'kept' | null>(null);
  const data = configuration.data;
  const foreign = data !== undefined && data.vehicle !== vehicle.id;

  useEffect(() => {
    if (!configuration.isError && !foreign) return;
    console.warn(
      `[storefront] configuration ${configurationId} ignored: ${foreign ? "another vehicle's" : 'not available'}`,
    );
    dropConfigurationToken(vehicle.id);
    setArea((c) => {
      const { [key]: _dropped, ...byVehicle } = c.byVehicle;
      return { ...c, byVehicle };
    });
  }, [configuration.isError, foreign, configurationId, vehicle.id, key, setArea]);

  // Whether the shopper has an order on this vehicle is known: signed out, or their orders are in.
  const known = user.isSuccess && (user.data === null || orders.isSuccess);
  const applied = area.applied?.[key] === configurationId;
  const started = useRef(false);
  useEffect(() => {
    if (!data || foreign || !known || applied || started.current) return;
    started.current = true;
    setArea((c) => ({ ...c, applied: { ...c.applied, [key]: configurationId } }));
    if (order) {
      setNotice('kept');
      return;
    }
    const choices = data.order_configuration;
    const type = choices.payment_data?.paymentType;
    void (async () => {
      if (type && (PAYMENT_TYPES as readonly PaymentType[]).includes(type)) await changePaymentType(type);
      setCart({
        accessoryIds: choices.accessories.flatMap((a) => (a.id === null ? [] : [a.id])),
        accessoriesTouched: true,
        protectionPriceIds: choices.protection_plans.flatMap((p) => (p.id === null ? [] : [p.id])),
      });
      setNotice('applied');
    })();
  }, [data, foreign, known, applied, order, key, configurationId, setArea, setCart, changePaymentType]);

  // The token links the shopper's order, once it exists (saved, signed in).
  const linking = useRef<number | null>(null);
  const orderId = user.data && order ? order.id : null;
  useEffect(() => {
    if (orderId === null || foreign || linking.current === orderId) return;
    const token = configurationTokenOf(vehicle.id, configurationId);
    if (!token) return;
    linking.current = orderId;
    linkConfiguration(http, configurationId, token, orderId)
      .then(() => dropConfigurationToken(vehicle.id))
      .catch((error: unknown) => {
        const status = statusOf(error);
        if (status !== null && status >= 400 && status < 500) {
          console.warn(`[storefront] configuration ${configurationId} does not follow order ${orderId}`);
          dropConfigurationToken(vehicle.id);
        } else {
          // the connection: tried again on the next change of order
          linking.current = null;
        }
      });
  }, [orderId, foreign, vehicle.id, configurationId, http]);

  if (!notice) return null;
  return (
    <p role="status">
      <FormattedMessage id={`bnp.configuration.${notice}`} />
    </p>
  );
}
