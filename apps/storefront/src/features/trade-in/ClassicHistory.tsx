import type { Locale } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { NotSaved } from '../../shared/forms/NotSaved.tsx';
import { ConditionFieldset, LienFields, useDraftSave, useRefusedFocus } from './BlackBookDetails.tsx';
import { useBlackBookFlow } from './context.ts';
import { isLockedForChanges, LockedStep, StepFirst } from './FlowParts.tsx';
import { type LienField, lienOf, odometerOf } from './save.ts';
import * as styles from './tradeIn.css.ts';

/**
 * The older flow's vehicle history (spec 3 §2 and §5): the dealer's condition questions and the
 * active payments (a loan needs what is still due; a lease its residual value, payment and payments
 * left). Saving it saves the trade-in on the order (signed in; signed out, the shopper signs in first
 * and it is saved then), valued by the server, then the images.
 */
export function ClassicHistory() {
  const flow = useBlackBookFlow();
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const navigate = useNavigate();
  const refuse = useRefusedFocus();
  const [lienErrors, setLienErrors] = useState<LienField[]>([]);
  const { saving, saveOrSignIn, offline } = useDraftSave();
  const { draft } = flow;
  const unit: 'km' | 'mi' = flow.country === 'US' ? 'mi' : 'km';
  const step = (to: string) => flow.path(`/${flow.name}/${flow.vehicleId}/${to}/`);
  if (isLockedForChanges(flow.tradeIn))
    return <LockedStep title="trade_in.history.title" review={step('review')} />;
  if (!draft.vehicle || odometerOf(draft.odometer, locale, unit) === null) {
    return (
      <StepFirst
        title="trade_in.history.title"
        text="trade_in.history.detailsFirst"
        to={step('details')}
        linkText="trade_in.sidebar.details"
      />
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const lien = lienOf(draft.lien, locale);
    setLienErrors(lien.ok ? [] : lien.errors);
    if (!lien.ok) return refuse(`trade_in_lien_${lien.errors[0]}`);
    await saveOrSignIn((saved) => {
      if (saved) navigate(step('images'));
    });
  }

  return (
    <section className={styles.section} aria-labelledby="trade-in-title">
      <h1 id="trade-in-title">
        <FormattedMessage id="trade_in.history.title" />
      </h1>
      <form className={styles.form} onSubmit={save} noValidate>
        <ConditionFieldset />
        <LienFields errors={lienErrors} onEdit={() => setLienErrors([])} />
        {flow.signedIn ? null : (
          <p>
            <FormattedMessage id="trade_in.details.signInToSave" />
          </p>
        )}
        <div>
          <Button type="submit" loading={saving} data-testid="trade-in-save">
            <FormattedMessage
              id={flow.signedIn ? 'trade_in.history.save' : 'trade_in.details.signInAndSave'}
            />
          </Button>
        </div>
        <NotSaved offline={offline} button="trade_in.history.save" className={styles.error} />
      </form>
    </section>
  );
}
