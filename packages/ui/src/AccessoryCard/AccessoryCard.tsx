import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useAnswerLabel } from '../AccessoryQuestions/answerLabel.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type {
  Accessory,
  AccessoryAnswer,
  AccessoryCategory,
  AccessoryQuestion,
  AddonOrigin,
  PaymentFrequency,
} from '../internal/domain.ts';
import { canRemoveAccessory } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import { FREQUENCY_LABEL } from '../PricingHeader/PaymentAmount.tsx';
import * as styles from './AccessoryCard.css.ts';

/** Message id of each add-on origin's label. */
export const ORIGIN_LABEL: Readonly<Record<AddonOrigin, UiMessageId>> = {
  OEM: 'deal.addon.origin.OEM',
  DLR: 'deal.addon.origin.DLR',
  OTH: 'deal.addon.origin.OTH',
};

/** Message id of each accessory category's label. */
export const CATEGORY_LABEL: Readonly<Record<AccessoryCategory, UiMessageId>> = {
  interior: 'deal.addon.category.interior',
  exterior: 'deal.addon.category.exterior',
};

export type AccessoryCardProps = {
  /** The accessory as the API gives it (prices in integer cents). */
  readonly accessory: Accessory;
  /** Whether it is in the deal. */
  readonly selected: boolean;
  readonly onSelectedChange: (selected: boolean) => void;
  /** Whether the shopper wants it installed (priced with installation). */
  readonly install?: boolean;
  /** Shows the install option when the accessory has a price with installation. */
  readonly onInstallChange?: (install: boolean) => void;
  /** Frequency of the recurring price ("+$3.00 bi-weekly"); without it "per payment". */
  readonly frequency?: PaymentFrequency | null;
  readonly disabled?: boolean;
  /** The questions it asks (`has_questions`): once added, each is shown with the shopper's answer. */
  readonly questions?: readonly AccessoryQuestion[];
  /** The answers given (any accessory's: only this one's are read). */
  readonly answers?: readonly AccessoryAnswer[];
  /** Shows "Change answers" under the answers of an added accessory. */
  readonly onChangeAnswers?: () => void;
};

/**
 * An accessory: image, title, origin and category, description, price, price with installation and
 * recurring price; Add or Remove, an install option once added. A pre-installed or non-removable
 * accessory shows why it cannot be removed. State: `data-selected`, `data-removable`,
 * `data-preinstalled`, `data-origin`, `data-category`.
 */
export function AccessoryCard({
  accessory,
  selected,
  onSelectedChange,
  install = false,
  onInstallChange,
  frequency,
  disabled = false,
  questions = [],
  answers = [],
  onChangeAnswers,
}: AccessoryCardProps): ReactNode {
  const t = useUiText();
  const answerLabel = useAnswerLabel();
  const format = useDealFormat();
  const removable = canRemoveAccessory(accessory);
  const preInstalled = accessory.pre_installed === true;
  const title = accessory.title || accessory.name;
  const installPrice = accessory.price_including_installation ?? null;
  const recurring = accessory.price_recurring ?? null;
  // Add and Remove replace each other: the one pressed leaves the page, so focus moves to the other
  // (or to the card when the accessory cannot be removed once added), never to the page body.
  const actionsRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the pressed button has been replaced
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const actions = actionsRef.current;
    const next = actions?.querySelector<HTMLElement>('button:not(:disabled)') ?? actions?.closest('article');
    next?.focus();
  }, [selected]);
  const change = (value: boolean) => {
    refocus.current = true;
    onSelectedChange(value);
  };

  return (
    <article
      className={`${deal.card} ${styles.card}`}
      aria-label={title}
      tabIndex={-1}
      data-selected={selected || undefined}
      data-removable={removable}
      data-preinstalled={preInstalled || undefined}
      data-origin={accessory.origin}
      data-category={accessory.category}
    >
      {accessory.image ? (
        <img className={deal.media} src={accessory.image} alt="" />
      ) : (
        <span className={deal.imagePlaceholder}>
          <Icon name="image" size={32} />
        </span>
      )}
      <div className={deal.row}>
        <span className={deal.tag} data-tone="info">
          {t(ORIGIN_LABEL[accessory.origin])}
        </span>
        <span className={deal.tag}>{t(CATEGORY_LABEL[accessory.category])}</span>
        {preInstalled ? (
          <span className={deal.tag} data-tone="success">
            {t('deal.accessory.preInstalled')}
          </span>
        ) : null}
      </div>
      <h3 className={deal.subheading}>{title}</h3>
      {accessory.description ? <p className={deal.muted}>{accessory.description}</p> : null}
      <dl className={deal.dl}>
        <div className={deal.figureRow}>
          <dt>{t('deal.accessory.price')}</dt>
          <dd className={`${deal.dd} ${deal.figure}`}>{format.money(accessory.price)}</dd>
        </div>
        {installPrice === null ? null : (
          <div className={deal.figureRow}>
            <dt>{t('deal.accessory.priceInstalled')}</dt>
            <dd className={`${deal.dd} ${deal.figure}`}>{format.money(installPrice)}</dd>
          </div>
        )}
        {recurring === null ? null : (
          <div className={deal.figureRow}>
            <dt>{t('deal.accessory.recurring')}</dt>
            <dd className={`${deal.dd} ${deal.figure}`}>
              {t('deal.accessory.recurringValue', {
                amount: format.money(recurring),
                frequency: t(
                  frequency === null || frequency === undefined
                    ? 'deal.accessory.perPayment'
                    : FREQUENCY_LABEL[frequency],
                ),
              })}
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.actions} ref={actionsRef}>
        {!selected ? (
          <Button
            variant="solid"
            onClick={() => change(true)}
            disabled={disabled}
            aria-label={t('deal.accessory.addNamed', { title })}
            startIcon={<Icon name="plus" />}
          >
            {t('deal.common.add')}
          </Button>
        ) : removable ? (
          <>
            <span className={styles.added}>
              <Icon name="check" />
              {t('deal.accessory.added')}
            </span>
            <Button
              variant="outline"
              tone="neutral"
              onClick={() => change(false)}
              disabled={disabled}
              aria-label={t('deal.accessory.removeNamed', { title })}
            >
              {t('deal.common.remove')}
            </Button>
          </>
        ) : (
          <p className={`${deal.muted} ${styles.locked}`}>
            <Icon name="lock" />
            <span>{t(preInstalled ? 'deal.accessory.preInstalledNote' : 'deal.accessory.notRemovable')}</span>
          </p>
        )}
      </div>
      {selected && questions.length > 0 ? (
        <div className={styles.answers} data-accessory-answers="">
          <dl className={deal.dl} aria-label={t('deal.accessory.answers')}>
            {questions.map((q) => {
              const given = answers.find((a) => a.accessory === accessory.id && a.question === q.id);
              return (
                <div key={q.id} className={deal.figureRow}>
                  <dt>{q.text}</dt>
                  <dd className={deal.dd}>
                    {given ? answerLabel(q, given.answer) : t('deal.accessory.unanswered')}
                  </dd>
                </div>
              );
            })}
          </dl>
          {onChangeAnswers === undefined ? null : (
            <Button
              variant="link"
              className={styles.changeAnswers}
              onClick={onChangeAnswers}
              disabled={disabled}
              aria-label={t('deal.accessory.changeAnswersNamed', { title })}
            >
              {t('deal.accessory.changeAnswers')}
            </Button>
          )}
        </div>
      ) : null}
      {selected && installPrice !== null && onInstallChange !== undefined ? (
        <Checkbox
          name={`install-${accessory.id}`}
          checked={install}
          onChange={onInstallChange}
          isDisabled={disabled}
        >
          {t('deal.accessory.install', { price: format.money(installPrice) })}
        </Checkbox>
      ) : null}
    </article>
  );
}
