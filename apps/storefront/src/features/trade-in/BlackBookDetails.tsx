import {
  isTradeInEditable,
  type Locale,
  type NumberInputError,
  TRADE_IN_MAX_ODOMETER,
  TRADE_IN_OPTIONS,
  type TradeInCatalogueVehicle,
  type TradeInOption,
} from '@storefront/domain';
import { Button, Checkbox, RadioGroup, TextField } from '@storefront/ui';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router';
import { useApi } from '../../shared/api/ApiContext.tsx';
import { openSignInState, signInAtom } from '../auth/index.ts';
import { getValuation, searchVehicles } from './api/tradeIn.ts';
import { redirectOf, useBlackBookFlow } from './context.ts';
import { EstimateCard } from './EstimateCard.tsx';
import { odometerOf, readOdometer, saveDraft } from './save.ts';
import * as styles from './tradeIn.css.ts';

const vehicleLabel = (v: TradeInCatalogueVehicle) => `${v.year} ${v.make} ${v.model} ${v.trim}`;

/**
 * Vehicle details (spec 3 §2): the year / make / model / trim search, the odometer in the dealer's
 * unit, the options, and the estimate; saving it on the order needs a signed-in shopper (what they
 * entered stays while they sign in). An included trade-in goes to review.
 */
export function BlackBookDetails() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const { http } = useApi();
  const navigate = useNavigate();
  const openSignIn = useSetAtom(signInAtom);
  const { draft, setDraft } = flow;
  const locale = intl.locale as Locale;
  const unit = flow.country === 'US' ? 'mi' : 'km';
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<TradeInCatalogueVehicle[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [valuing, setValuing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [odometerError, setOdometerError] = useState<NumberInputError | null>(null);
  // Counts refused odometers: each one sends focus to the field, once it shows the error.
  const [odometerRefusals, setOdometerRefusals] = useState(0);
  useEffect(() => {
    if (odometerRefusals > 0)
      document.querySelector<HTMLInputElement>('[data-field="trade_in_odometer"] input')?.focus();
  }, [odometerRefusals]);
  const redirect = redirectOf(flow, 'details');
  if (redirect) return <Navigate replace to={redirect} />;
  const review = flow.path(`/trade-in-black-book/${flow.vehicleId}/review/`);
  if (flow.tradeIn && !isTradeInEditable(flow.tradeIn.status) && flow.tradeIn.status !== 'excluded') {
    return (
      <section className={styles.section} aria-labelledby="trade-in-title">
        <h1 id="trade-in-title">
          <FormattedMessage id="trade_in.details.title" />
        </h1>
        <p>
          <FormattedMessage id="trade_in.details.locked" />
        </p>
        <Link className={styles.stepLink} to={review}>
          <FormattedMessage id="trade_in.sidebar.review" />
        </Link>
      </section>
    );
  }
  const choices = [
    ...(results ?? []),
    ...(draft.vehicle && !results?.some((r) => r.vid === draft.vehicle?.vid) ? [draft.vehicle] : []),
  ];

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setSearching(true);
    try {
      setResults((await searchVehicles(http, query.trim())).results);
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setSearching(false);
    }
  }

  const change = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch, estimate: null }));

  async function value(event: FormEvent) {
    event.preventDefault();
    const read = readOdometer(draft.odometer, locale, unit);
    const odometer = read.ok ? read.value : null;
    setOdometerError(read.ok ? null : read.error);
    if (odometer === null) setOdometerRefusals((n) => n + 1);
    if (!draft.vehicle || odometer === null) return;
    setValuing(true);
    try {
      const answer = await getValuation(http, { vid: draft.vehicle.vid, odometer, options: draft.options });
      setDraft((d) => ({ ...d, estimate: answer }));
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setValuing(false);
    }
  }

  async function save() {
    if (odometerOf(draft.odometer, locale, unit) === null || !draft.vehicle || !draft.estimate) return;
    if (!flow.signedIn) {
      // Kept, and saved on the server as soon as the shopper is signed in (the layout does it).
      flow.saveAtSignIn();
      openSignIn(openSignInState('trade_in'));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveDraft(
        http,
        Number(flow.vehicleId),
        flow.order,
        flow.tradeIn,
        draft,
        locale,
        unit,
      );
      if (saved) await flow.saved(saved);
      navigate(review);
    } catch {
      // the HTTP client has told the shopper
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.details.title" />
      </h1>
      <form className={styles.form} onSubmit={search}>
        <div className={styles.row}>
          <TextField
            name="trade_in_search"
            type="search"
            label={intl.formatMessage({ id: 'trade_in.details.search' })}
            description={intl.formatMessage({ id: 'trade_in.details.searchHint' })}
            value={query}
            onChange={setQuery}
            maxLength={80}
          />
          <Button type="submit" variant="outline" loading={searching}>
            <FormattedMessage id="trade_in.details.searchButton" />
          </Button>
        </div>
        {results !== null ? (
          <p role="status">
            <FormattedMessage id="trade_in.details.results" values={{ count: results.length }} />
          </p>
        ) : null}
      </form>
      <form className={styles.form} onSubmit={value} noValidate>
        {choices.length > 0 ? (
          <RadioGroup
            name="trade_in_vehicle"
            label={intl.formatMessage({ id: 'trade_in.details.vehicle' })}
            options={choices.map((v) => ({ id: v.vid, label: vehicleLabel(v) }))}
            value={draft.vehicle?.vid ?? null}
            onChange={(vid) => change({ vehicle: choices.find((v) => v.vid === vid) ?? null })}
            isRequired
          />
        ) : null}
        <TextField
          name="trade_in_odometer"
          label={intl.formatMessage({ id: 'trade_in.details.odometer' }, { unit })}
          serverError={
            odometerError
              ? intl.formatMessage(
                  {
                    id:
                      odometerError === 'unit'
                        ? 'trade_in.details.odometerUnit'
                        : 'trade_in.details.odometerError',
                  },
                  { unit, max: TRADE_IN_MAX_ODOMETER },
                )
              : undefined
          }
          value={draft.odometer}
          onChange={(odometer) => {
            setOdometerError(null);
            change({ odometer });
          }}
          inputMode="numeric"
          maxLength={24}
          isRequired
        />
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
        <div>
          <Button type="submit" loading={valuing} disabled={!draft.vehicle} data-testid="trade-in-value">
            <FormattedMessage id="trade_in.details.value" />
          </Button>
        </div>
      </form>
      {draft.estimate ? (
        <>
          <EstimateCard estimate={draft.estimate} />
          {flow.signedIn ? null : (
            <p>
              <FormattedMessage id="trade_in.details.signInToSave" />
            </p>
          )}
          <div>
            <Button onClick={save} loading={saving} data-testid="trade-in-save">
              <FormattedMessage
                id={flow.signedIn ? 'trade_in.details.save' : 'trade_in.details.signInAndSave'}
              />
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
