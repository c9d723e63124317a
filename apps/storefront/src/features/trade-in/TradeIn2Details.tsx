import {
  type ActivePayments,
  isTradeInEditable,
  type Locale,
  type NumberInputError,
  normalizeVin,
  type TradeInCatalogueVehicle,
  type TradeInQuestion,
} from '@storefront/domain';
import { Button, Checkbox, ConditionQuestion, RadioGroup, TradeInVinField } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { callerActions } from '../../shared/api/http.ts';
import { NotSaved, useNotSaved } from '../../shared/forms/NotSaved.tsx';
import { openSignInState, signInAtom } from '../auth/index.ts';
import { createOrder } from '../orders/deferred.ts';
import { tradeInKeys } from './api/keys.ts';
import { decodeVin, saveTradeIn } from './api/tradeIn.ts';
import { getAnswers, saveAnswer } from './api/tradeIn2.ts';
import { useQuestions, useTradeInAnswers } from './api/useTradeIn2.ts';
import { LienAmounts } from './BlackBookDetails.tsx';
import { OdometerInput, StepFirst, vehicleOf } from './FlowParts.tsx';
import { type LienField, lienDraftOf, lienOf, readOdometer } from './save.ts';
import * as styles from './tradeIn.css.ts';
import { useTradeIn2Flow } from './tradeIn2Context.ts';
import {
  answersToSend,
  draftAnswersOf,
  type TradeIn2Draft,
  tradeIn2Lien,
  unansweredQuestions,
} from './tradeIn2Rules.ts';
import { VehicleChoice, VehicleSearch, vehicleLabel } from './VehicleSearch.tsx';

/**
 * Vehicle details (spec 3 §2 and §4): the VIN (upper-cased, checked, decoded into the vehicle), the
 * odometer in the dealer's unit, and the dealer's questions (export to the USA in Canada only, as the
 * server lists them). A VIN the valuation catalogue does not know opens the year / make / model search
 * (the black-book step's), whose vehicle the shopper picks, the VIN kept as typed. Saving creates or
 * changes the order's trade-in (its VIN with it), then sends the answers.
 */
export function TradeIn2Details() {
  const flow = useTradeIn2Flow();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const { http, dealerCode } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openSignIn = useSetAtom(signInAtom);
  const questions = useQuestions();
  const editable = isTradeInEditable(flow.tradeIn?.status);
  const answers = useTradeInAnswers(flow.tradeIn?.id ?? null);
  const { draft, setDraft, editDraft } = flow;
  const unit: 'km' | 'mi' = flow.country === 'US' ? 'mi' : 'km';
  const [odometerError, setOdometerError] = useState<NumberInputError | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [vehicleMissing, setVehicleMissing] = useState(false);
  const [lienErrors, setLienErrors] = useState<LienField[]>([]);
  const [saving, setSaving] = useState(false);
  const notSaved = useNotSaved();
  // The year / make / model search, opened once the catalogue did not know the VIN, and its results.
  const [searchOpen, setSearchOpen] = useState(false);
  const [results, setResults] = useState<TradeInCatalogueVehicle[] | null>(null);
  const [focusNext, setFocusNext] = useState<{ name: string } | null>(null);
  useEffect(() => {
    if (focusNext)
      document
        .querySelector<HTMLInputElement>(
          `[data-field="${focusNext.name}"] input, input[name="${focusNext.name}"]`,
        )
        ?.focus();
  }, [focusNext]);

  // The saved trade-in is where the draft starts from (its vehicle, odometer and answers).
  const tradeIn = flow.tradeIn;
  const known = answers.data?.results;
  useEffect(() => {
    if (!tradeIn) return;
    setDraft((d) =>
      d.vehicle
        ? d
        : {
            ...d,
            vin: d.vin || (tradeIn.vin ?? ''),
            vehicle: vehicleOf(tradeIn),
            odometer: String(tradeIn.odometer),
            lien: lienDraftOf(tradeIn.lien, locale),
          },
    );
  }, [tradeIn, setDraft, locale]);
  useEffect(() => {
    if (known) setDraft((d) => ({ ...d, answers: { ...draftAnswersOf(known), ...d.answers } }));
  }, [known, setDraft]);

  /** Creates or changes the order's trade-in (its VIN with it), sends the answers, then the photos. */
  async function store() {
    const read = readOdometer(draft.odometer, locale, unit);
    const asked = questions.data?.results ?? [];
    const lien = lienOf(tradeIn2Lien(draft), locale);
    if (!draft.vehicle || !read.ok || !lien.ok || unansweredQuestions(asked, draft.answers).length > 0) {
      flow.saveAtSignIn(false);
      return;
    }
    setSaving(true);
    notSaved.clear();
    try {
      const order = flow.order ?? (await createOrder(http, { vehicle: Number(flow.vehicleId) }));
      const saved = await saveTradeIn(http, flow.tradeIn && editable ? flow.tradeIn.id : null, {
        order: order.id,
        vid: draft.vehicle.vid,
        odometer: read.value,
        // the VIN as typed, kept for the review and the dealer's staff
        ...(draft.vin.trim() ? { vin: normalizeVin(draft.vin) } : {}),
        // a loan's balance, a lease's figures: what the trade-in's equity is reckoned with
        ...lien.body,
      });
      const existing = (await getAnswers(http, saved.id)).results;
      for (const { id, body } of answersToSend(saved.id, asked, draft.answers, existing)) {
        await saveAnswer(http, id, body);
      }
      flow.forget();
      await queryClient.invalidateQueries({ queryKey: tradeInKeys.answers(dealerCode, saved.id) });
      await flow.refresh();
      navigate(flow.stepPath('photos'));
    } catch (caught) {
      // the HTTP client has told the shopper; the draft is kept, saved on the next press; no answer
      // at all (offline) is said under the button too
      notSaved.caught(caught);
      flow.saveAtSignIn(false);
    } finally {
      setSaving(false);
    }
  }

  // Asked to save signed out: saved as soon as the shopper is signed in (and the questions are read).
  const storing = useRef(false);
  const storeAtSignIn = flow.signedIn && flow.pendingSave && editable && questions.data !== undefined;
  useEffect(() => {
    if (!storeAtSignIn || storing.current) return;
    storing.current = true;
    void store().finally(() => {
      storing.current = false;
    });
  });

  if (flow.tradeIn && !editable) {
    return (
      <StepFirst
        title="trade_in.details.title"
        text="trade_in.details.locked"
        to={flow.stepPath('review')}
        linkText="trade_in.sidebar.review"
      />
    );
  }

  const asked = questions.data?.results ?? [];
  const change = (patch: Partial<TradeIn2Draft>) => editDraft((d) => ({ ...d, ...patch }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const read = readOdometer(draft.odometer, locale, unit);
    setOdometerError(read.ok ? null : read.error);
    const unanswered = unansweredQuestions(asked, draft.answers);
    setMissing(unanswered);
    setVehicleMissing(!draft.vehicle);
    if (!draft.vehicle) return setFocusNext({ name: 'trade_in_vin' });
    if (!read.ok) return setFocusNext({ name: 'trade_in_odometer' });
    if (unanswered[0]) return setFocusNext({ name: `trade_in2_${unanswered[0]}` });
    const lien = lienOf(tradeIn2Lien(draft), locale);
    setLienErrors(lien.ok ? [] : lien.errors);
    if (!lien.ok) return setFocusNext({ name: `trade_in_lien_${lien.errors[0]}` });
    if (!flow.signedIn) {
      // Saved as soon as the sign-in completes (the effect above), not on a second press.
      flow.saveAtSignIn(true);
      openSignIn(openSignInState('trade_in'));
      return;
    }
    await store();
  }

  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.details.title" />
      </h1>
      <VinField
        missing={vehicleMissing}
        onFound={() => setVehicleMissing(false)}
        onUnknown={() => setSearchOpen(true)}
      />
      {searchOpen ? (
        <>
          <VehicleSearch results={results} onResults={setResults} />
          <VehicleChoice
            choices={results ?? []}
            value={draft.vehicle}
            onChange={(vehicle) => {
              setVehicleMissing(false);
              editDraft((d) => ({ ...d, vin: normalizeVin(d.vin), vehicle }));
            }}
          />
        </>
      ) : null}
      <form className={styles.form} onSubmit={save} noValidate>
        <OdometerInput
          unit={unit}
          error={odometerError}
          value={draft.odometer}
          onChange={(odometer) => {
            setOdometerError(null);
            change({ odometer });
          }}
        />
        {asked.length > 0 ? (
          <fieldset className={styles.form}>
            <legend>
              <FormattedMessage id="trade_in2.details.questions" />
            </legend>
            {asked.map((q) => (
              <Question
                key={q.key}
                question={q}
                missing={missing.includes(q.key)}
                value={draft.answers[q.key]}
                onChange={(value) => {
                  setMissing((m) => m.filter((k) => k !== q.key));
                  change({ answers: { ...draft.answers, [q.key]: value } });
                }}
              >
                {q.key === 'making_active_payments' ? (
                  <LienAmounts
                    lien={tradeIn2Lien(draft)}
                    errors={lienErrors}
                    onChange={(patch) => {
                      setLienErrors([]);
                      editDraft((d) => ({ ...d, lien: { ...d.lien, ...patch, answer: null } }));
                    }}
                  />
                ) : null}
              </Question>
            ))}
          </fieldset>
        ) : null}
        {missing.length > 0 ? (
          <p className={styles.error} role="alert">
            <FormattedMessage id="trade_in2.details.unanswered" values={{ count: missing.length }} />
          </p>
        ) : null}
        {!flow.signedIn ? (
          <p>
            <FormattedMessage id="trade_in.details.signInToSave" />
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={saving} data-testid="trade-in-save">
            <FormattedMessage
              id={flow.signedIn ? 'trade_in2.details.save' : 'trade_in.details.signInAndSave'}
            />
          </Button>
        </div>
        <NotSaved offline={notSaved.offline} button="trade_in2.details.save" className={styles.error} />
      </form>
    </section>
  );
}

/** One of the dealer's questions: the terms (a box to tick), the active payments (N, F, L), or yes / no. */
function Question(props: {
  question: TradeInQuestion;
  missing: boolean;
  value: boolean | string | undefined;
  onChange: (value: boolean | string) => void;
  /** What the answer asks for next (the payments' figures). */
  children?: ReactNode;
}) {
  const { question, missing, value, onChange, children } = props;
  const name = `trade_in2_${question.key}`;
  const error = missing ? (
    <p className={styles.error} id={`${name}_error`}>
      <FormattedMessage
        id={question.key === 'accepted_terms' ? 'trade_in2.details.acceptTerms' : 'trade_in2.details.answer'}
      />
    </p>
  ) : null;
  if (question.key === 'accepted_terms') {
    return (
      <div data-field={name}>
        <Checkbox name={name} checked={value === true} onChange={onChange} isRequired>
          {question.text}
        </Checkbox>
        {error}
      </div>
    );
  }
  if (question.key === 'making_active_payments') {
    return (
      <div data-field={name}>
        <RadioGroup
          name={name}
          label={question.text}
          orientation="horizontal"
          options={(question.choices ?? []).map((c) => ({ id: c.value, label: c.label }))}
          value={typeof value === 'string' ? (value as ActivePayments) : null}
          onChange={onChange}
          isRequired
        />
        {error}
        {children}
      </div>
    );
  }
  return (
    <div data-field={name}>
      <ConditionQuestion
        name={name}
        question={question.text}
        value={typeof value === 'boolean' ? value : null}
        onChange={onChange}
      />
      {error}
    </div>
  );
}

/**
 * The VIN (the kit's TradeInVinField: upper-cased, checked with the domain's rule), decoded into the
 * vehicle; one the catalogue refuses says why (its message points to the search) and opens the search.
 */
function VinField(props: { missing: boolean; onFound: () => void; onUnknown: () => void }) {
  const { missing, onFound, onUnknown } = props;
  const { draft, editDraft } = useTradeIn2Flow();
  const { http } = useApi();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [decoding, setDecoding] = useState(false);

  async function find(vin: string) {
    setRefusal(null);
    setDecoding(true);
    try {
      const { vehicle } = await decodeVin(http, vin);
      editDraft((d) => ({ ...d, vin, vehicle }));
      onFound();
    } catch (caught) {
      const refused = callerActions(caught).flatMap((a) =>
        a.type === 'field-errors' ? [...(a.fieldErrors.vin ?? []), ...a.formErrors] : [],
      )[0];
      if (refused) {
        setRefusal(refused);
        onUnknown();
      }
    } finally {
      setDecoding(false);
    }
  }

  return (
    <TradeInVinField
      value={draft.vin}
      onChange={(vin) => {
        setRefusal(null);
        editDraft((d) => ({ ...d, vin, vehicle: null }));
      }}
      onFind={(vin) => void find(vin)}
      decoding={decoding}
      found={draft.vehicle ? vehicleLabel(draft.vehicle) : null}
      notFound={refusal}
      missing={missing}
    />
  );
}
