import { currencyFor, formatMoney, isDepositSubmitted, type Locale } from '@storefront/domain';
import { Button, inputMask, SelectField, TextField } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { lazyComponent } from '../../shared/lazy/lazyComponent.ts';
import { buildPath, parseRoutePrefix } from '../../shared/routing/routePrefix.ts';
import { areas } from '../../shared/state/store.ts';
import { type CurrentUser, openSignInState, signInAtom, useCurrentUser } from '../auth/index.ts';
import { dealStyles as styles, vehicleNameOf, vehicleQuery } from '../build-and-price/index.ts';
import { useHomeDealership } from '../dealership/index.ts';
import { announceOrderSaved, createOrder, orderKeys, useOrders, vehicleIdOf } from '../orders/index.ts';
import {
  authenticateDeposit,
  chargeDeposit,
  type DepositAttempt,
  depositDetailsQuery,
  provincesQuery,
} from './api/deposit.ts';
import { billingPlace, givenPostalCode, withPostalCode, withProvince } from './billingPlace.ts';
import { useOrdersOfOtherTabs } from './crossTab.ts';
import * as depositStyles from './deposit.css.ts';
import type { StripeFieldHandle } from './StripePaymentField.tsx';
import { randomId, tokenizeInBrowser } from './sandboxCard.ts';

// Stripe's Payment Element and Stripe.js: a chunk of their own, loaded only when the dealer's processor
// is Stripe (the sandbox's card fields need neither).
const { Component: StripePaymentField } = lazyComponent(
  () => import('./StripePaymentField.tsx'),
  (m) => m.StripePaymentField,
);

type Billing = Record<
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'address_line_1'
  | 'address_line_2'
  | 'city'
  | 'province'
  | 'postal_code'
  | 'cardholder_name',
  string
>;
type Card = { number: string; expiry: string; cvc: string };
type Errors = Partial<Record<keyof Billing | 'card_number' | 'card_expiry' | 'card_cvc', string>>;

const REQUIRED: readonly (keyof Billing)[] = [
  'first_name',
  'last_name',
  'phone',
  'address_line_1',
  'city',
  'province',
  'postal_code',
  'cardholder_name',
];

/** The order fields the deposit page reads beyond the orders feature's summary. */
interface DepositOrder {
  id: number;
  has_deposit?: boolean;
  deposit_step_status?: number | null;
  reserveit_id?: string | null;
  postal_code?: string | null;
}

/**
 * The deposit's place step (`deposit/{vehicleId}/place/`, spec 2 §2): the shopper's name, phone and
 * billing address and the card, which the processor's browser code turns into a token (the card never
 * goes to our server). A decline keeps everything typed and says why beside the card; a card that asks
 * for authentication shows the processor's challenge step. A placed deposit goes to the step summary.
 */
export function DepositPlacePage({ variant }: { variant?: 'vw' } = {}) {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const prefix = parseRoutePrefix(pathname);
  const user = useCurrentUser();
  const orders = useOrders();
  const setSignIn = useSetAtom(signInAtom);
  // Paid in another tab: the orders are read again and the placed deposit goes to its summary.
  useOrdersOfOtherTabs();
  // Paid in this tab: the form goes to the review step itself (its summary says the step is done); the
  // orders read meanwhile must not send it to the summary first, without the success flag.
  const [placedHere, setPlacedHere] = useState(false);
  const me = user.data;
  const existing = orders.data?.results.find((o) => String(vehicleIdOf(o)) === id && !o.is_archived) as
    | DepositOrder
    | undefined;

  if (user.isPending || (me && orders.isPending)) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (!me) {
    return (
      <section className={styles.section} aria-labelledby="deposit-title">
        <h1 id="deposit-title">
          <FormattedMessage id="deposit.title" />
        </h1>
        <p>
          <FormattedMessage id="deposit.signIn" />
        </p>
        <Button onClick={() => setSignIn(openSignInState('deposit'))}>
          <FormattedMessage id="auth.button.place_deposit" />
        </Button>
      </section>
    );
  }
  if (!placedHere && existing && (existing.has_deposit || isDepositSubmitted(existing as never))) {
    // A deposit already placed: place/, place-vw/ and review-vw/ go to the summary (spec 2 §4).
    return <Navigate replace to={buildPath(prefix, `/saved-vehicles/${id}/summary/deposit/`)} />;
  }
  return (
    <DepositForm
      key={me.id}
      me={me}
      existing={existing}
      vehicleId={id}
      prefix={prefix}
      placedPath={
        // review/ redirects to the summary with the success flag; review-vw/ is this same page, so the
        // identity-login variant goes there itself.
        variant === 'vw' ? `/saved-vehicles/${id}/summary/deposit/?success=1` : `/deposit/${id}/review/`
      }
      onPlaced={() => setPlacedHere(true)}
    />
  );
}

interface DepositFormProps {
  me: CurrentUser;
  existing: DepositOrder | undefined;
  vehicleId: string;
  prefix: ReturnType<typeof parseRoutePrefix>;
  /** Where a placed deposit goes (under the route prefix). */
  placedPath: string;
  onPlaced: () => void;
}

/** The form itself, mounted once the shopper is known (its fields start from the shopper's profile). */
function DepositForm({ me, existing, vehicleId: id, prefix, placedPath, onPlaced }: DepositFormProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const dealer = useHomeDealership();
  const vehicle = useQuery(vehicleQuery(http, dealerCode, id));
  const details = useQuery(depositDetailsQuery(http, dealerCode, existing?.id ?? null));
  const provinces = useQuery(provincesQuery(http, dealerCode, locale.slice(0, 2)));
  const country = dealer.data?.country === 'US' ? 'US' : 'CA';
  const offered = (provinces.data?.results ?? []).map((p) => p.code);
  // The postal code the shopper already gave (the account's, else this deal's), and its province.
  const configure = useAtomValue(areas.configure);
  const [start] = useState(() =>
    billingPlace(givenPostalCode(id, me, existing, configure), country, offered),
  );
  const [provinceFromPostalCode, setProvinceFromPostalCode] = useState(start.provinceFromPostalCode);
  const [billing, setBilling] = useState<Billing>(() => ({
    first_name: me.first_name ?? '',
    last_name: me.last_name ?? '',
    phone: me.phone ?? '',
    address_line_1: '',
    address_line_2: '',
    city: '',
    province: start.province,
    postal_code: start.postal_code,
    cardholder_name: `${me.first_name ?? ''} ${me.last_name ?? ''}`.trim(),
  }));
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [reserved, setReserved] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<DepositAttempt | null>(null);
  const paymentErrorRef = useRef<HTMLParagraphElement>(null);
  const stripeField = useRef<StripeFieldHandle>(null);
  const challengeRef = useRef<HTMLHeadingElement>(null);

  const money = (cents: number) => formatMoney(cents, locale, { currency: currencyFor(country) });
  const set = (field: keyof Billing) => (value: string) => setBilling((b) => ({ ...b, [field]: value }));
  const place = { postal_code: billing.postal_code, province: billing.province, provinceFromPostalCode };
  const setPlace = (next: typeof place) => {
    setBilling((b) => ({ ...b, postal_code: next.postal_code, province: next.province }));
    setProvinceFromPostalCode(next.provinceFromPostalCode);
  };
  // The province follows the postal code (the rule of the server's geo validation) until the shopper
  // chooses one: the code they already gave fills it once the dealer's country and its list are known.
  const offeredKey = offered.join();
  const placeKnown = dealer.data !== undefined && provinces.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the country and the list are known
  useEffect(() => {
    if (placeKnown) setPlace(withPostalCode(place, place.postal_code, country, offered));
  }, [placeKnown, country, offeredKey]);
  const setCardField = (field: keyof Card) => (value: string) => setCard((c) => ({ ...c, [field]: value }));
  const placed = (orderId: number) => {
    onPlaced();
    // The shopper's other tabs learn the deposit is paid (the saved deals' channel).
    announceOrderSaved({ id: orderId });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    navigate(buildPath(prefix, placedPath));
  };
  const showPaymentError = (message: string) => setPaymentError(message);
  // Focus follows what was rendered, not a frame guessed ahead of the render (under load the frame
  // came first and the message was announced without focus).
  useEffect(() => {
    if (paymentError) paymentErrorRef.current?.focus();
  }, [paymentError]);
  useEffect(() => {
    if (challenge) challengeRef.current?.focus();
  }, [challenge]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const missing: Errors = {};
    for (const field of REQUIRED) if (billing[field].trim() === '') missing[field] = 'deposit.error.required';
    const stripe = stripeField.current;
    const sandboxToken = stripe ? null : tokenizeInBrowser(card);
    if (sandboxToken && !sandboxToken.ok) {
      missing[`card_${sandboxToken.field}`] = `deposit.card.error.${sandboxToken.field}`;
    }
    setErrors(missing);
    setPaymentError(null);
    if (Object.keys(missing).length > 0 || (sandboxToken && !sandboxToken.ok)) {
      const first = Object.keys(missing)[0];
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] button`)
          ?.focus(),
      );
      return;
    }
    setSubmitting(true);
    try {
      let token = sandboxToken?.ok ? sandboxToken.token : '';
      if (stripe) {
        // Stripe.js makes the token from its own frame: the card never passes through this page.
        const made = await stripe.tokenize({
          name: billing.cardholder_name,
          phone: billing.phone,
          line1: billing.address_line_1,
          line2: billing.address_line_2,
          city: billing.city,
          state: billing.province,
          postalCode: billing.postal_code,
          country,
        });
        if (!made.ok) {
          if (made.message) showPaymentError(made.message);
          return;
        }
        token = made.token;
      }
      const order = existing ?? (await createOrder(http, { vehicle: Number(id) }));
      const attempt = await chargeDeposit(http, {
        ...billing,
        address_line_2: billing.address_line_2 || undefined,
        order: order.id,
        token,
        geo_validate: true,
        idempotency_key: randomId(16),
      });
      if (attempt.requires_action && stripe && attempt.client_secret) {
        // Stripe.js shows the bank's challenge itself; then the server reads the intent's outcome.
        const failed = await stripe.authenticate(attempt.client_secret);
        const after = await authenticateDeposit(http, attempt.id, null);
        if (after.requires_action) showPaymentError(failed || intl.formatMessage({ id: 'deposit.declined' }));
        else placed(order.id);
      } else if (attempt.requires_action) {
        setChallenge(attempt);
      } else placed(order.id);
    } catch (error) {
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const handleFailure = (error: unknown) => {
    for (const action of callerActions(error)) {
      if (action.type === 'field-errors') {
        const next: Errors = {};
        for (const [field, messages] of Object.entries(action.fieldErrors)) {
          if (field === 'token') next.card_number = messages[0];
          else if (field in billing) next[field as keyof Billing] = messages[0];
        }
        setErrors(next);
        const message = action.formErrors[0];
        if (message) showPaymentError(message);
      }
      if (action.type === 'return') {
        // 402 declined, 409 reserved by another shopper; the body's message is in the page's language.
        const { status, body } = (action.value ?? {}) as {
          status?: number;
          body?: { non_field_errors?: string[] };
        };
        if (status === 409) setReserved(true);
        showPaymentError(body?.non_field_errors?.[0] ?? intl.formatMessage({ id: 'deposit.declined' }));
      }
    }
  };

  const authenticate = async (approved: boolean) => {
    if (!challenge) return;
    setSubmitting(true);
    try {
      await authenticateDeposit(http, challenge.id, approved);
      setChallenge(null);
      placed(challenge.order);
    } catch (error) {
      setChallenge(null);
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const d = details.data;
  const name = vehicle.data ? vehicleNameOf(vehicle.data, locale) : '';
  const provinceOptions = (provinces.data?.results ?? []).map((p) => ({
    id: p.code,
    label: p.province_name,
  }));
  const field = (
    name: keyof Billing,
    label: string,
    extra: { autoComplete?: string; required?: boolean } = {},
  ) => (
    <TextField
      name={name}
      label={intl.formatMessage({ id: label })}
      value={billing[name]}
      onChange={set(name)}
      isRequired={extra.required ?? true}
      serverError={errors[name]}
      showErrors
      {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
      {...(name === 'phone' ? { mask: inputMask('phone', country), type: 'tel' as const } : {})}
    />
  );

  return (
    <section className={styles.section} aria-labelledby="deposit-title" data-testid="deposit-place">
      <h1 id="deposit-title">
        <FormattedMessage id="deposit.title" />
      </h1>
      {name ? <p>{name}</p> : null}
      {d ? (
        <dl className={depositStyles.lines} data-testid="deposit-amounts">
          <div>
            <dt>
              <FormattedMessage id="deposit.amount" />
            </dt>
            <dd>{money(d.deposit_amount)}</dd>
          </div>
          {d.deposit_fee > 0 ? (
            <div>
              <dt>
                <FormattedMessage id="deposit.fee" />
              </dt>
              <dd>{money(d.deposit_fee)}</dd>
            </div>
          ) : null}
          <div className={depositStyles.totalLine}>
            <dt>
              <FormattedMessage id="deposit.total" />
            </dt>
            <dd data-testid="deposit-total">{money(d.deposit_total)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="deposit.method" />
            </dt>
            <dd>
              <FormattedMessage id={`deposit.method.${d.deposit_method}`} />
            </dd>
          </div>
        </dl>
      ) : null}
      {reserved ? (
        <p role="alert" data-testid="deposit-reserved">
          <FormattedMessage id="deposit.reserved" />
        </p>
      ) : null}
      <form className={depositStyles.form} onSubmit={submit} noValidate aria-labelledby="deposit-title">
        <fieldset className={depositStyles.group}>
          <legend className={depositStyles.legend}>
            <FormattedMessage id="deposit.contact" />
          </legend>
          <div className={styles.fields}>
            {field('first_name', 'deposit.field.first_name', { autoComplete: 'given-name' })}
            {field('last_name', 'deposit.field.last_name', { autoComplete: 'family-name' })}
            {field('phone', 'deposit.field.phone', { autoComplete: 'tel-national' })}
          </div>
        </fieldset>
        <fieldset className={depositStyles.group}>
          <legend className={depositStyles.legend}>
            <FormattedMessage id="deposit.billing" />
          </legend>
          <div className={styles.fields}>
            {field('address_line_1', 'deposit.field.address_line_1', { autoComplete: 'address-line1' })}
            {field('address_line_2', 'deposit.field.address_line_2', {
              autoComplete: 'address-line2',
              required: false,
            })}
            {field('city', 'deposit.field.city', { autoComplete: 'address-level2' })}
            {/* Before the province, which it fills in. */}
            <TextField
              name="postal_code"
              label={intl.formatMessage({
                id: country === 'US' ? 'deposit.field.zip' : 'deposit.field.postal_code',
              })}
              value={billing.postal_code}
              onChange={(value) => setPlace(withPostalCode(place, value, country, offered))}
              mask={inputMask('postalCode', country)}
              autoComplete="postal-code"
              isRequired
              serverError={errors.postal_code}
              showErrors
            />
            <SelectField
              name="province"
              label={intl.formatMessage({
                id: country === 'US' ? 'deposit.field.state' : 'deposit.field.province',
              })}
              options={provinceOptions}
              placeholder={intl.formatMessage({
                id:
                  country === 'US' ? 'deposit.field.state.placeholder' : 'deposit.field.province.placeholder',
              })}
              value={billing.province || null}
              onChange={(value) => setPlace(withProvince(place, value ?? ''))}
              isRequired
              serverError={errors.province}
              showErrors
            />
          </div>
        </fieldset>
        <fieldset className={depositStyles.group} data-testid="deposit-card">
          <legend className={depositStyles.legend}>
            <FormattedMessage id="deposit.card" />
          </legend>
          {d?.sandbox ? (
            <p role="note" data-testid="sandbox-notice">
              <FormattedMessage id="deposit.sandbox" />
            </p>
          ) : null}
          <div className={styles.fields}>
            {field('cardholder_name', 'deposit.field.cardholder_name', { autoComplete: 'cc-name' })}
            {d?.processor === 'stripe' && d.publishable_key ? (
              <Suspense
                fallback={
                  <p role="status">
                    <FormattedMessage id="app.loading" />
                  </p>
                }
              >
                <StripePaymentField
                  publishableKey={d.publishable_key}
                  amount={d.deposit_total}
                  currency={d.currency}
                  method={d.deposit_method}
                  locale={locale}
                  handle={stripeField}
                />
              </Suspense>
            ) : (
              <>
                <TextField
                  name="card_number"
                  label={intl.formatMessage({ id: 'deposit.card.number' })}
                  value={card.number}
                  onChange={setCardField('number')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={23}
                  isRequired
                  serverError={errors.card_number}
                  showErrors
                />
                <TextField
                  name="card_expiry"
                  label={intl.formatMessage({ id: 'deposit.card.expiry' })}
                  value={card.expiry}
                  onChange={setCardField('expiry')}
                  placeholder={intl.formatMessage({ id: 'deposit.card.expiryPlaceholder' })}
                  // The phone's digit keypad: the expiry is read with or without its slash (1229, 12/29).
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  maxLength={7}
                  isRequired
                  serverError={errors.card_expiry}
                  showErrors
                />
                <TextField
                  name="card_cvc"
                  label={intl.formatMessage({ id: 'deposit.card.cvc' })}
                  value={card.cvc}
                  onChange={setCardField('cvc')}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  isRequired
                  serverError={errors.card_cvc}
                  showErrors
                />
              </>
            )}
          </div>
          {paymentError ? (
            <p role="alert" tabIndex={-1} ref={paymentErrorRef} data-testid="deposit-payment-error">
              {paymentError}
            </p>
          ) : null}
        </fieldset>
        {challenge ? (
          <section
            className={styles.card}
            aria-labelledby="deposit-challenge"
            data-testid="deposit-challenge"
          >
            <h2 id="deposit-challenge" tabIndex={-1} ref={challengeRef}>
              <FormattedMessage id="deposit.challenge.title" />
            </h2>
            <p>
              <FormattedMessage
                id="deposit.challenge.text"
                values={{ amount: money(challenge.deposit_total) }}
              />
            </p>
            <Button onClick={() => void authenticate(true)} disabled={submitting}>
              <FormattedMessage id="deposit.challenge.complete" />
            </Button>
            <Button variant="outline" onClick={() => void authenticate(false)} disabled={submitting}>
              <FormattedMessage id="deposit.challenge.fail" />
            </Button>
          </section>
        ) : (
          <Button type="submit" loading={submitting} disabled={reserved} className={depositStyles.submit}>
            {d ? (
              <FormattedMessage id="deposit.submit" values={{ amount: money(d.deposit_total) }} />
            ) : (
              <FormattedMessage id="deposit.submitPlain" />
            )}
          </Button>
        )}
      </form>
    </section>
  );
}
