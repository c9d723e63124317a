import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { badge, button, card, fieldError, fieldHelp, fieldLabel, headerBar, input } from './demo.css.ts';
import type { StoryLocale, Translate } from './messages.ts';
import * as s from './stories.css.ts';

export type DemoScreenProps = {
  readonly t: Translate;
  readonly locale: StoryLocale;
  readonly dealerName: string;
  /** Logo address; the dealer name is shown when there is none. */
  readonly logoUrl?: string | undefined;
};

const formatPrice = (locale: StoryLocale): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: locale === 'en-US' ? 'USD' : 'CAD' }).format(
    42990,
  );

/**
 * A representative storefront screen (header, buttons, badges, a form, a modal) drawn only with the
 * theme's recipes, so it shows exactly what a dealer theme does to the kit.
 */
export function DemoScreen({ t, locale, dealerName, logoUrl }: DemoScreenProps): ReactNode {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  return (
    <section className={s.demo} aria-label={`${t('playground.preview')}: ${dealerName}`}>
      <header className={headerBar}>
        {logoUrl ? (
          <img className={s.logo} src={logoUrl} alt={t('demo.logoAlt', { name: dealerName })} />
        ) : (
          <p className={s.dealerName}>{dealerName}</p>
        )}
        <nav aria-label={`${t('demo.nav')}: ${dealerName}`}>
          <ul className={s.navList}>
            <li>
              <a className={s.navLink} href="#inventory">
                {t('demo.inventory')}
              </a>
            </li>
            <li>
              <a className={s.navLink} href="#saved">
                {t('demo.saved')}
              </a>
            </li>
          </ul>
        </nav>
        <button type="button" className={button({ tone: 'header', size: 'sm' })}>
          {t('demo.contact')}
        </button>
      </header>

      <div className={s.demoBody}>
        <article className={card({ elevation: 'raised' })}>
          <div className={s.stack}>
            <h3 className={s.subheading}>{t('demo.vehicle')}</h3>
            <p className={s.price}>{formatPrice(locale)}</p>
            <ul className={`${s.row} ${s.plainList}`}>
              <li className={badge({ tone: 'success' })}>{t('demo.inStock')}</li>
              <li className={badge({ tone: 'info' })}>{t('demo.inTransit')}</li>
              <li className={badge({ tone: 'neutral' })}>{t('demo.sold')}</li>
              <li className={badge({ tone: 'brand', variant: 'solid' })}>{t('demo.cpo')}</li>
            </ul>
            <div className={s.row}>
              <button type="button" className={button({ tone: 'brand' })}>
                {t('demo.reserve')}
              </button>
              <button type="button" className={button({ tone: 'brand', variant: 'outline' })}>
                {t('demo.details')}
              </button>
              <button type="button" className={button({ variant: 'ghost' })}>
                {t('demo.remove')}
              </button>
            </div>
            <div className={s.row}>
              <button
                type="button"
                className={button({ tone: 'brand', variant: 'outline' })}
                onClick={() => dialogRef.current?.showModal()}
              >
                {t('demo.openModal')}
              </button>
            </div>
          </div>
        </article>

        <form
          className={card()}
          aria-label={`${t('demo.form')}: ${dealerName}`}
          onSubmit={(e) => e.preventDefault()}
          noValidate
        >
          <div className={s.stack}>
            <h3 className={s.subheading} id={`${id}-form`}>
              {t('demo.form')}
            </h3>
            <div>
              <label className={fieldLabel} htmlFor={`${id}-name`}>
                {t('demo.name')}
              </label>
              <input className={input()} id={`${id}-name`} name="first_name" autoComplete="given-name" />
            </div>
            <div>
              <label className={fieldLabel} htmlFor={`${id}-email`}>
                {t('demo.email')}
              </label>
              <input
                className={input()}
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                aria-describedby={`${id}-email-help`}
              />
              <span className={fieldHelp} id={`${id}-email-help`}>
                {t('demo.emailHelp')}
              </span>
            </div>
            <div>
              <label className={fieldLabel} htmlFor={`${id}-postal`}>
                {t('demo.postal')}
              </label>
              <input
                className={input({ invalid: true })}
                id={`${id}-postal`}
                name="postal_code"
                defaultValue="12"
                aria-invalid="true"
                aria-describedby={`${id}-postal-error`}
              />
              <span className={fieldError} id={`${id}-postal-error`}>
                {t('demo.postalError')}
              </span>
            </div>
            <button type="submit" className={button({ tone: 'brand', fullWidth: true })}>
              {t('demo.submit')}
            </button>
          </div>
        </form>
      </div>

      <dialog
        ref={dialogRef}
        className={s.dialog}
        aria-labelledby={titleId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') dialogRef.current?.close();
        }}
      >
        <div className={s.stack}>
          <h3 className={s.subheading} id={titleId}>
            {t('demo.modalTitle')}
          </h3>
          <p>{t('demo.modalBody')}</p>
          <div className={s.row}>
            <button
              type="button"
              className={button({ tone: 'brand' })}
              onClick={() => dialogRef.current?.close()}
            >
              {t('demo.signIn')}
            </button>
            <button
              type="button"
              className={button({ tone: 'neutral', variant: 'outline' })}
              onClick={() => dialogRef.current?.close()}
            >
              {t('demo.close')}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
