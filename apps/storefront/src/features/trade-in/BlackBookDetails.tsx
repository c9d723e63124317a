import {
  type ActivePayments,
  isTradeInEditable,
  type Locale,
  type NumberInputError,
  normalizeVin,
  TRADE_IN_CONDITION_BASIS_POINTS,
  TRADE_IN_CONDITION_KEYS,
  TRADE_IN_OPTIONS,
  type TradeInCatalogueVehicle,
  type TradeInConditionKey,
  type TradeInEstimate,
  type TradeInOption,
  vinError,
} from '@storefront/domain';
import {
  Button,
  Checkbox,
  ConditionQuestion,
  RadioGroup,
  TextField,
  TradeInValuationCard,
} from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { NotSaved, useNotSaved } from '../../shared/forms/NotSaved.tsx';
import { openSignInState, signInAtom } from '../auth/index.ts';
import { postCta } from '../embedding/deferred.ts';
import { decodeVin, getValuation, questionsQuery } from './api/tradeIn.ts';
import { type BlackBookDraft, type LienDraft, redirectOf, useBlackBookFlow } from './context.ts';
import { OdometerInput, StepFirst } from './FlowParts.tsx';
import { conditionOf, type LienField, lienOf, odometerOf, readOdometer, saveDraft } from './save.ts';
import * as styles from './tradeIn.css.ts';
import { VehicleChoice, VehicleSearch, vehicleLabel } from './VehicleSearch.tsx';

/** A refused field takes focus once it shows its error (each refusal counts, so a second one too). */
export function useRefusedFocus() {
  const [refused, setRefused] = useState<{ field: string; n: number } | null>(null);
  useEffect(() => {
    if (refused) document.querySelector<HTMLInputElement>(`[data-field="${refused.field}"] input`)?.focus();
  }, [refused]);
  return (field: string) => setRefused((r) => ({ field, n: (r?.n ?? 0) + 1 }));
}

export type Refuse = ReturnType<typeof useRefusedFocus>;

/** A change to the draft, which drops the estimate shown for the values before it. */
export function useDraftChange() {
  const { setDraft } = useBlackBookFlow();
  return (patch: Partial<BlackBookDraft>) => setDraft((d) => ({ ...d, ...patch, estimate: null }));
}

/**
 * Vehicle details (spec 3 §2): the year / make / model / trim search, the odometer in the dealer's
 * unit, the options, and the estimate; saving it on the order needs a signed-in shopper (what they
 * entered stays while they sign in). An included trade-in goes to review.
 */
export function BlackBookDetails() {
  const flow = useBlackBookFlow();
  // The dealer's questions are asked as the step opens (the condition and payments fields show them).
  useTradeInQuestions();
  const refuse = useRefusedFocus();
  const change = useDraftChange();
  const [results, setResults] = useState<TradeInCatalogueVehicle[] | null>(null);
  const [vinFound, setVinFound] = useState<TradeInCatalogueVehicle | null>(null);
  // Each estimate asked for on this page: the estimate (further down) takes focus as it arrives.
  const [valued, setValued] = useState(0);
  const redirect = redirectOf(flow, 'details');
  if (redirect) return <Navigate replace to={redirect} />;
  const review = flow.path(`/${flow.name}/${flow.vehicleId}/review/`);
  if (flow.tradeIn && !isTradeInEditable(flow.tradeIn.status) && flow.tradeIn.status !== 'excluded') {
    return (
      <StepFirst
        title="trade_in.details.title"
        text="trade_in.details.locked"
        to={review}
        linkText="trade_in.sidebar.review"
      />
    );
  }
  const found = (vehicle: TradeInCatalogueVehicle) => {
    setResults([vehicle]);
    setVinFound(vehicle);
    change({ vehicle });
  };
  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.details.title" />
      </h1>
      <VehicleSearch results={results} onResults={setResults} countHidden={vinFound !== null} />
      <VinLookup vinFound={vinFound} setVinFound={setVinFound} onFound={found} refuse={refuse} />
      <ValuationForm results={results} refuse={refuse} onValued={() => setValued((n) => n + 1)} />
      {flow.draft.estimate ? (
        <EstimateAndSave estimate={flow.draft.estimate} review={review} valued={valued} />
      ) : null}
    </section>
  );
}

/** The VIN as typed, its error, and its lookup in the valuation catalogue (a refused VIN takes focus). */
function useVinLookup(
  setVinFound: (vehicle: TradeInCatalogueVehicle | null) => void,
  onFound: (vehicle: TradeInCatalogueVehicle) => void,
  refuse: Refuse,
) {
  const intl = useIntl();
  const { http } = useApi();
  const [vin, setVin] = useState('');
  const [vinMessage, setVinMessage] = useState<string | null>(null);
  const [decoding, setDecoding] = useState(false);

  async function findVin(event: FormEvent) {
    event.preventDefault();
    setVinFound(null);
    const error = vinError(vin);
    if (error) {
      setVinMessage(intl.formatMessage({ id: `trade_in.vin.error.${error}` }));
      refuse('trade_in_vin');
      return;
    }
    setVinMessage(null);
    setDecoding(true);
    try {
      const { vehicle } = await decodeVin(http, normalizeVin(vin));
      setVin(normalizeVin(vin));
      onFound(vehicle);
    } catch (caught) {
      const message = callerActions(caught).flatMap((a) =>
        a.type === 'field-errors' ? [...(a.fieldErrors.vin ?? []), ...a.formErrors] : [],
      )[0];
      if (message) {
        setVinMessage(message);
        refuse('trade_in_vin');
      }
    } finally {
      setDecoding(false);
    }
  }

  return { vin, setVin, vinMessage, setVinMessage, decoding, findVin };
}

/** The VIN, decoded by the valuation catalogue into the one vehicle to choose. */
export function VinLookup(props: {
  vinFound: TradeInCatalogueVehicle | null;
  setVinFound: (vehicle: TradeInCatalogueVehicle | null) => void;
  onFound: (vehicle: TradeInCatalogueVehicle) => void;
  refuse: Refuse;
}) {
  const { vinFound, setVinFound, onFound, refuse } = props;
  const intl = useIntl();
  const { vin, setVin, vinMessage, setVinMessage, decoding, findVin } = useVinLookup(
    setVinFound,
    onFound,
    refuse,
  );
  return (
    <form className={styles.form} onSubmit={findVin} noValidate>
      <div className={styles.row}>
        <TextField
          name="trade_in_vin"
          label={intl.formatMessage({ id: 'trade_in.vin.label' })}
          description={intl.formatMessage({ id: 'trade_in.vin.hint' })}
          serverError={vinMessage ?? undefined}
          value={vin}
          onChange={(next) => {
            setVinMessage(null);
            setVin(next);
          }}
          maxLength={24}
          autoComplete="off"
        />
        <Button type="submit" variant="outline" loading={decoding}>
          <FormattedMessage id="trade_in.vin.button" />
        </Button>
      </div>
      {/* On the page before any find, so the first outcome is announced too: the vehicle, or why not. */}
      <p role="status" data-testid="trade-in-vin-status">
        {vinFound ? (
          <FormattedMessage id="trade_in.vin.found" values={{ vehicle: vehicleLabel(vinFound) }} />
        ) : (
          vinMessage
        )}
      </p>
    </form>
  );
}

/** The draft valued: the odometer and the active payments read, refused fields focused, then the estimate asked. */
function useValuation(refuse: Refuse, onValued: () => void) {
  const { draft, setDraft, country } = useBlackBookFlow();
  const locale = useIntl().locale as Locale;
  const { http } = useApi();
  const unit: 'km' | 'mi' = country === 'US' ? 'mi' : 'km';
  const [valuing, setValuing] = useState(false);
  const [odometerError, setOdometerError] = useState<NumberInputError | null>(null);
  const [lienErrors, setLienErrors] = useState<LienField[]>([]);

  async function value(event: FormEvent) {
    event.preventDefault();
    const read = readOdometer(draft.odometer, locale, unit);
    const odometer = read.ok ? read.value : null;
    setOdometerError(read.ok ? null : read.error);
    const lien = lienOf(draft.lien, locale);
    setLienErrors(lien.ok ? [] : lien.errors);
    if (odometer === null) refuse('trade_in_odometer');
    else if (!lien.ok) refuse(`trade_in_lien_${lien.errors[0]}`);
    if (!draft.vehicle || odometer === null || !lien.ok) return;
    setValuing(true);
    postCta('value_trade_in');
    try {
      const answer = await getValuation(http, {
        vid: draft.vehicle.vid,
        odometer,
        options: draft.options,
        condition: conditionOf(draft.condition),
      });
      setDraft((d) => ({ ...d, estimate: answer }));
      onValued();
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setValuing(false);
    }
  }

  return { value, valuing, unit, odometerError, setOdometerError, lienErrors, setLienErrors };
}

/** The vehicle chosen, its odometer, options, condition and active payments, and the button that values them. */
function ValuationForm({
  results,
  refuse,
  onValued,
}: {
  results: TradeInCatalogueVehicle[] | null;
  refuse: Refuse;
  onValued: () => void;
}) {
  const { draft } = useBlackBookFlow();
  const change = useDraftChange();
  const valuation = useValuation(refuse, onValued);
  const choices = [
    ...(results ?? []),
    ...(draft.vehicle && !results?.some((r) => r.vid === draft.vehicle?.vid) ? [draft.vehicle] : []),
  ];
  return (
    <form className={styles.form} onSubmit={valuation.value} noValidate>
      <VehicleChoice choices={choices} value={draft.vehicle} onChange={(vehicle) => change({ vehicle })} />
      <OdometerField
        unit={valuation.unit}
        error={valuation.odometerError}
        onEdit={() => valuation.setOdometerError(null)}
      />
      <OptionsFieldset />
      <ConditionFieldset />
      <LienFields errors={valuation.lienErrors} onEdit={() => valuation.setLienErrors([])} />
      <div>
        <Button
          type="submit"
          loading={valuation.valuing}
          disabled={!draft.vehicle}
          data-testid="trade-in-value"
        >
          <FormattedMessage id="trade_in.details.value" />
        </Button>
      </div>
    </form>
  );
}

export function OdometerField(props: {
  unit: 'km' | 'mi';
  error: NumberInputError | null;
  onEdit: () => void;
}) {
  const { unit, error, onEdit } = props;
  const { draft } = useBlackBookFlow();
  const change = useDraftChange();
  return (
    <OdometerInput
      unit={unit}
      error={error}
      value={draft.odometer}
      onChange={(odometer) => {
        onEdit();
        change({ odometer });
      }}
    />
  );
}

export function OptionsFieldset() {
  const { draft } = useBlackBookFlow();
  const change = useDraftChange();
  return (
    <fieldset className={styles.form}>
      <legend>
        <FormattedMessage id="trade_in.details.options" />
      </legend>
      {TRADE_IN_OPTIONS.map((option: TradeInOption) => (
        <Checkbox
          key={option}
          name={`trade_in_option_${option}`}
          checked={draft.options.includes(option)}
          onChange={(checked) =>
            change({
              options: checked ? [...draft.options, option] : draft.options.filter((o) => o !== option),
            })
          }
        >
          <FormattedMessage id={`trade_in.option.${option}`} />
        </Checkbox>
      ))}
    </fieldset>
  );
}

/** The dealer's condition questions (none asked: no fieldset). */
export function ConditionFieldset() {
  const { draft } = useBlackBookFlow();
  const change = useDraftChange();
  const questions = useTradeInQuestions();
  const asked = (questions.data?.results ?? []).filter((q) =>
    (TRADE_IN_CONDITION_KEYS as readonly string[]).includes(q.key),
  );
  if (asked.length === 0) return null;
  return (
    <fieldset className={styles.form}>
      <legend>
        <FormattedMessage id="trade_in.condition.title" />
      </legend>
      {asked.map((q) => {
        const key = q.key as TradeInConditionKey;
        return (
          <ConditionQuestion
            key={key}
            name={`trade_in_condition_${key}`}
            question={q.text}
            value={draft.condition[key] ?? null}
            onChange={(yes) => change({ condition: { ...draft.condition, [key]: yes } })}
            basisPoints={TRADE_IN_CONDITION_BASIS_POINTS[key]}
          />
        );
      })}
    </fieldset>
  );
}

export function useTradeInQuestions() {
  const intl = useIntl();
  const { http, dealerCode } = useApi();
  return useQuery(questionsQuery(http, dealerCode, intl.locale));
}

/** Active payments on the vehicle: the answer, then what is still due (F) or the lease's figures (L). */
export function LienFields({ errors, onEdit }: { errors: LienField[]; onEdit: () => void }) {
  const { draft } = useBlackBookFlow();
  const change = useDraftChange();
  const payments = useTradeInQuestions().data?.results.find((q) => q.key === 'making_active_payments');
  const changeLien = (patch: Partial<LienDraft>) => {
    onEdit();
    change({ lien: { ...draft.lien, ...patch } });
  };
  return (
    <>
      {payments ? (
        <RadioGroup
          name="trade_in_lien"
          label={payments.text}
          orientation="horizontal"
          options={(payments.choices ?? []).map((c) => ({ id: c.value, label: c.label }))}
          value={draft.lien.answer}
          onChange={(answer) => changeLien({ answer: answer as ActivePayments })}
        />
      ) : null}
      <LienAmounts lien={draft.lien} errors={errors} onChange={changeLien} />
    </>
  );
}

/**
 * The figures of the active payments the answer asks for (a loan: what is still due; a lease: its
 * residual value, payment and payments left), each with its error once refused. Every flow that asks
 * about the payments shows them (the black-book and older flows, trade-in 2).
 */
export function LienAmounts(props: {
  lien: LienDraft;
  errors: readonly LienField[];
  onChange: (patch: Partial<LienDraft>) => void;
}) {
  const { lien, errors, onChange } = props;
  const field = (name: LienField, inputMode: 'decimal' | 'numeric' = 'decimal', maxLength = 24) => (
    <LienAmount
      field={name}
      value={lien[name]}
      error={errors.includes(name)}
      onChange={onChange}
      inputMode={inputMode}
      maxLength={maxLength}
    />
  );
  if (lien.answer === 'F') return field('due');
  if (lien.answer === 'L')
    return (
      <div className={styles.row}>
        {field('residual')}
        {field('payment')}
        {field('left', 'numeric', 4)}
      </div>
    );
  return null;
}

/** One figure of the active payments, with its error once refused. */
function LienAmount(props: {
  field: LienField;
  value: string;
  error: boolean;
  onChange: (patch: Partial<LienDraft>) => void;
  inputMode: 'decimal' | 'numeric';
  maxLength: number;
}) {
  const { field, value, error, onChange, inputMode, maxLength } = props;
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return (
    <TextField
      name={`trade_in_lien_${field}`}
      label={intl.formatMessage({ id: `trade_in.lien.${field}` })}
      serverError={
        error
          ? intl.formatMessage(
              { id: field === 'left' ? 'trade_in.lien.leftError' : 'trade_in.lien.moneyError' },
              { example: locale.startsWith('fr') ? '12 345,67 $' : '$12,345.67' },
            )
          : undefined
      }
      value={value}
      onChange={(next) => onChange({ [field]: next })}
      inputMode={inputMode}
      maxLength={maxLength}
      isRequired
    />
  );
}

/**
 * Saving a draft flow's trade-in: signed out, the draft is kept and saved as soon as the shopper is
 * signed in (the layout does it) and the sign-in opens; signed in, the draft is saved on the order,
 * handed to the flow, then `next` runs (the black-book goes on even when nothing was saved).
 */
export function useDraftSave(): {
  saving: boolean;
  saveOrSignIn: (next: (saved: boolean) => void) => Promise<void>;
  /** The last save got no answer (offline): `NotSaved` says so under the button. */
  offline: boolean;
} {
  const flow = useBlackBookFlow();
  const locale = useIntl().locale as Locale;
  const { http } = useApi();
  const openSignIn = useSetAtom(signInAtom);
  const [saving, setSaving] = useState(false);
  const notSaved = useNotSaved();
  async function saveOrSignIn(next: (saved: boolean) => void) {
    if (!flow.signedIn) {
      flow.saveAtSignIn();
      openSignIn(openSignInState('trade_in'));
      return;
    }
    setSaving(true);
    notSaved.clear();
    try {
      const unit = flow.country === 'US' ? 'mi' : 'km';
      const saved = await saveDraft(
        http,
        Number(flow.vehicleId),
        flow.order,
        flow.tradeIn,
        flow.draft,
        locale,
        unit,
      );
      if (saved) await flow.saved(saved);
      next(saved !== null);
    } catch (caught) {
      // the HTTP client has told the shopper; no answer at all (offline) is said under the button too
      notSaved.caught(caught);
    } finally {
      setSaving(false);
    }
  }
  return { saving, saveOrSignIn, offline: notSaved.offline };
}

/**
 * The estimate, and the button that saves it on the order (signing the shopper in first). An estimate
 * just asked for (`valued` grew) takes focus on its heading: it appears further down than the button.
 */
function EstimateAndSave({
  estimate,
  review,
  valued,
}: {
  estimate: TradeInEstimate;
  review: string;
  valued: number;
}) {
  const flow = useBlackBookFlow();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (valued > 0) heading.current?.focus();
  }, [valued]);
  const { draft } = flow;
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const navigate = useNavigate();
  const unit = flow.country === 'US' ? 'mi' : 'km';
  const lien = lienOf(draft.lien, locale);

  const { saving, saveOrSignIn, offline } = useDraftSave();

  async function save() {
    if (odometerOf(draft.odometer, locale, unit) === null || !draft.vehicle || !draft.estimate) return;
    await saveOrSignIn(() => navigate(review));
  }

  return (
    <>
      <TradeInValuationCard
        estimate={estimate}
        payoffCents={lien.ok ? lien.payoffCents : 0}
        headingRef={heading}
      />
      {flow.signedIn ? null : (
        <p>
          <FormattedMessage id="trade_in.details.signInToSave" />
        </p>
      )}
      <div>
        <Button onClick={save} loading={saving} data-testid="trade-in-save">
          <FormattedMessage id={flow.signedIn ? 'trade_in.details.save' : 'trade_in.details.signInAndSave'} />
        </Button>
      </div>
      <NotSaved offline={offline} button="trade_in.details.save" className={styles.error} />
    </>
  );
}
