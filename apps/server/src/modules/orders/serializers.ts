/** Orders as answered (spec 2 §3): the order, its trade-in offer, its pricing selection and its payment snapshot. */
import { disclosureOfAnswer, type PaymentType } from '@storefront/domain';
import { OFFER_STATES, type PaymentSnapshot, type TradeInOffer } from '../../db/deal-types.ts';
import type { DealerRow, OrderRow, VehicleRow } from '../../db/schema.ts';
import { serializeAccessory, serializeIncentive, serializeProtectionPrice } from '../add-ons/catalogue.ts';
import { serializeVehicle } from '../inventory/serializers.ts';
import type { DealSelection, PaymentDetails, SelectionCatalogue } from '../pricing/service.ts';
import { dealerSections } from '../steps/service.ts';
import { shareToken, shareUrl } from './share.ts';

/** A trade-in offer as answered: cents, expiry, the spec's state code (O, A, D) and the status word. */
export function offerView(offer: TradeInOffer) {
  return {
    value: offer.value,
    expires_on: offer.expires_on,
    status: offer.status,
    state: OFFER_STATES[offer.status],
    offered_at: offer.offered_at ?? null,
    answered_at: offer.answered_at ?? null,
    comments: offer.comments ?? null,
    source: offer.source ?? 'dealer',
    offer_code: offer.offer_code ?? null,
    condition: offer.condition ?? null,
    dealer_decision: offer.dealer_decision ?? null,
  };
}

export interface OrderView {
  /** Origin of the media URLs (the request's). */
  origin: string;
  /** Origin of the share link (the configured public origin). */
  linkOrigin: string;
  language: string;
  secret: string;
  catalogue: SelectionCatalogue;
  /** Read-only share view: no personal data. */
  shared?: boolean;
  /** The order's trade-in as answered (modules/trade-in), when it has one. */
  tradeIn?: unknown;
}

export function serializeOrder(order: OrderRow, vehicle: VehicleRow, dealer: DealerRow, view: OrderView) {
  const { catalogue, language, origin } = view;
  const accessoryRows = catalogue.accessories.filter((a) => order.accessoryIds.includes(a.id));
  const prices = catalogue.plans.flatMap((p) =>
    p.prices.filter((x) => order.protectionPriceIds.includes(x.id)),
  );
  const incentiveRows = catalogue.incentives.filter((i) => order.incentiveIds.includes(i.id));
  const status = order.depositStepStatus;
  const body = {
    id: order.id,
    version: order.version,
    vehicle: serializeVehicle(vehicle, dealer, { origin, language }),
    accessories: accessoryRows.map((a) => serializeAccessory(a, language, origin)),
    accessory_ids: order.accessoryIds,
    accessory_answers: order.accessoryAnswers,
    install_accessories_ids: order.installAccessoryIds,
    protection_plan_prices: prices.map((p) => serializeProtectionPrice(p, language)),
    protection_ids: order.protectionPriceIds,
    incentives: incentiveRows.map((i) => serializeIncentive(i, language)),
    incentives_declined: order.incentivesDeclined,
    payment_type: order.paymentType,
    payment_type_settings: { trade_in_credit: order.tradeInCredit, trade_in_owing: order.tradeInOwing },
    trade_in_offer: order.tradeInOffer ? offerView(order.tradeInOffer) : null,
    saved_payment: order.paymentSnapshot
      ? {
          payment_type: order.paymentSnapshot.payment_type,
          payment: order.paymentSnapshot.payment,
          total: order.paymentSnapshot.total,
        }
      : null,
    postal_code: order.postalCode,
    proposed_appointment: order.proposedAppointment,
    campaign: order.campaign,
    build_state: order.buildState,
    configuration_id: order.configurationId,
    source_slug: order.sourceSlug,
    uses_oem_code: order.usesOemCode,
    analytics: order.analytics,
    tokenized_url: shareUrl(view.linkOrigin, dealer, language, shareToken(view.secret, order)),
    payment_include_tax: order.paymentIncludeTax,
    customer: order.customerId,
    email: order.email || null,
    down_payment: order.downPayment,
    term: order.term,
    payment_frequency: order.paymentFrequency,
    lease_model_km: order.leaseModelKm,
    payment_credit_score: order.paymentCreditScore,
    options_price: order.optionsPrice,
    options_code_list: order.optionsCodes,
    reserveit_id: order.reserveitId,
    deposit_step_status:
      status === 0 || status === 1 || status === 2 || status === 3 || status === 4 ? status : null,
    has_deposit: order.hasDeposit,
    deposit_code: order.depositCode,
    is_archived: order.isArchived,
    started_transactional: order.startedTransactional,
    credit_application_status: order.creditApplicationStatus,
    show_credit_app_result: order.showCreditAppResult,
    show_tradein_result: order.tradeInOffer !== null,
    status: order.status,
    sections: dealerSections(dealer).map((s) => s.id),
    progress: order.progress,
    trade_in: view.tradeIn ?? null,
    available_trade_in: null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
  if (view.shared) {
    return {
      ...body,
      customer: null,
      email: null,
      postal_code: null,
      campaign: null,
      analytics: null,
      tokenized_url: null,
      trade_in: null,
    };
  }
  return body;
}

// Pricing of an order ----------------------------------------------------------------------------

export function orderSelection(
  order: OrderRow,
  paymentType: PaymentType = order.paymentType as PaymentType,
): DealSelection {
  const own = paymentType === order.paymentType;
  return {
    paymentType,
    // Term, frequency, distance and credit score belong to the order's payment type; the others
    // take the dealer's defaults. Down payment, tax display and postal code are shared.
    term: own ? order.term : null,
    frequency: own ? (order.paymentFrequency as DealSelection['frequency']) : null,
    distanceAllowance: own ? order.leaseModelKm : null,
    creditScore: order.paymentCreditScore,
    downPayment: order.downPayment,
    includeTax: order.paymentIncludeTax,
    postalCode: order.postalCode,
    tradeInCredit: order.tradeInCredit,
    tradeInOwing: order.tradeInOwing,
    accessoryIds: order.accessoryIds,
    installAccessoryIds: order.installAccessoryIds,
    protectionPriceIds: order.protectionPriceIds,
    incentiveIds: order.incentiveIds,
    optionsPrice: order.optionsPrice,
  };
}

/** Whether the payment saved with the order no longer holds (rates, price or payment changed, or expired). */
export function isStale(
  snapshot: PaymentSnapshot | null,
  fresh: PaymentDetails,
  settingsVersion: number,
  vehicle: VehicleRow,
  today: string,
): boolean {
  if (!snapshot || snapshot.payment_type !== fresh.id) return false;
  return (
    snapshot.settings_version !== settingsVersion ||
    snapshot.vehicle_price !== vehicle.listingPrice ||
    snapshot.expiry_date < today ||
    snapshot.payment !== fresh.payment ||
    snapshot.total !== fresh.total_purchase_price
  );
}

export function snapshotOf(
  details: PaymentDetails,
  settingsVersion: number,
  vehicle: VehicleRow,
): PaymentSnapshot {
  return {
    payment_type: details.id,
    payment: details.payment,
    total: details.total_purchase_price,
    settings_version: settingsVersion,
    vehicle_price: vehicle.listingPrice,
    expiry_date: details.expiry_date,
    term: details.term,
    payment_frequency: details.payment_frequency,
    down_payment: details.down_payment,
    disclosure: disclosureOfAnswer(details),
  };
}
