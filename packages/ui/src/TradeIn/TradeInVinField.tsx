import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { normalizeVin, type VinError, vinError } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './TradeIn.css.ts';

export type TradeInVinFieldProps = {
  /** The VIN as typed (the field upper-cases it). */
  readonly value: string;
  /** The VIN changed, upper-cased: whatever was found for the previous one no longer holds. */
  readonly onChange: (value: string) => void;
  /** A VIN that passed the domain's check (length, characters, check digit), normalised: decode it. */
  readonly onFind: (vin: string) => void;
  /** The decoding is under way. */
  readonly decoding?: boolean;
  /** The vehicle the VIN was decoded into, as the shopper reads it (year, make, model, trim); null if none. */
  readonly found: string | null;
  /** Why the catalogue found nothing for the VIN (the app's localised reason); null if it was not refused. */
  readonly notFound?: string | null;
  /** The step was sent without a vehicle: the field asks for the VIN first. */
  readonly missing?: boolean;
  /** "Or the VIN": the VIN offered as the other way to a search of the catalogue. */
  readonly alternative?: boolean;
};

/**
 * The trade-in's VIN (spec 3 §2): upper-cased as typed, checked with the domain's rule before anything
 * is asked, then decoded by the app. The outcome is announced in a status that is on the page from
 * the start: the vehicle found, nothing found (the catalogue's reason), or why the VIN is not valid;
 * a refused VIN takes the focus back so that it can be corrected.
 */
export function TradeInVinField({
  value,
  onChange,
  onFind,
  decoding = false,
  found,
  notFound = null,
  missing = false,
  alternative = false,
}: TradeInVinFieldProps): ReactNode {
  const t = useUiText();
  const [invalid, setInvalid] = useState<VinError | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const focus = () => row.current?.querySelector('input')?.focus();
  // A refusal by the catalogue arrives later than the press: the focus goes back to the VIN then.
  useEffect(() => {
    if (notFound) row.current?.querySelector('input')?.focus();
  }, [notFound]);

  function find(event: FormEvent) {
    event.preventDefault();
    const error = vinError(value);
    setInvalid(error);
    if (error) return focus();
    onFind(normalizeVin(value));
  }

  const invalidText = invalid ? t(`ui.tradeIn.vin.error.${invalid}`) : null;
  // A vehicle found answers a refusal; the field's error is the VIN's, or that the step needs one.
  const refusal = found ? null : (invalidText ?? notFound);
  const error = refusal ?? (missing && !found ? t('ui.tradeIn.vin.required') : null);
  const state = found ? 'found' : invalid ? 'invalid' : notFound ? 'not_found' : 'idle';
  return (
    <form className={styles.form} onSubmit={find} noValidate data-state={state}>
      <div className={styles.row} ref={row} data-field="trade_in_vin">
        <TextField
          name="trade_in_vin"
          label={t(alternative ? 'ui.tradeIn.vin.labelOr' : 'ui.tradeIn.vin.label')}
          description={t('ui.tradeIn.vin.hint')}
          serverError={error ?? undefined}
          value={value}
          onChange={(next) => {
            setInvalid(null);
            onChange(next.toUpperCase());
          }}
          maxLength={24}
          autoComplete="off"
          isRequired={!alternative}
        />
        <Button type="submit" variant="outline" loading={decoding}>
          {t('ui.tradeIn.vin.button')}
        </Button>
      </div>
      {/* On the page before any find, so the first outcome is announced too: the vehicle, or why not. */}
      <p role="status" data-testid="trade-in-vin-status">
        {found ? (
          <span data-testid="trade-in-vehicle">{t('ui.tradeIn.vin.found', { vehicle: found })}</span>
        ) : (
          refusal
        )}
      </p>
    </form>
  );
}
