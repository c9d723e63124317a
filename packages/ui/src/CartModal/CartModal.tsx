import type { ReactNode } from 'react';
import { type AnsweredQuestion, AnswerLines } from '../AccessoryQuestions/AnswerLines.tsx';
import { Button } from '../Button/Button.tsx';
import type { DisclaimerItem } from '../Disclaimer/Disclaimer.tsx';
import { Disclaimer } from '../Disclaimer/Disclaimer.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import { useUiText } from '../intl/useUiText.ts';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './CartModal.css.ts';

/** One line of the cart, with its amount from the pricing engine (integer cents). */
export type CartLine = {
  readonly id: number | string;
  readonly title: string;
  /** Second line, e.g. "Installed" or "60 months or 100,000 km". */
  readonly detail?: string | undefined;
  readonly amountCents: number;
  /** An accessory's answers to its questions, shown under it ("question: answer"). */
  readonly answers?: readonly AnsweredQuestion[] | undefined;
  /** Shows a remove button (removable accessories, plans that are not pre-installed). */
  readonly removable?: boolean | undefined;
};

/** Sums computed by the domain (`sumCents`); the cart never adds amounts itself. */
export type CartTotals = {
  readonly accessoriesCents: number;
  readonly protectionsCents: number;
  readonly totalBeforeTaxCents: number;
};

export const EMPTY_CART_TOTALS: CartTotals = {
  accessoriesCents: 0,
  protectionsCents: 0,
  totalBeforeTaxCents: 0,
};

export type CartModalProps = {
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** The element that opens the cart (a Button); optional when the app controls `open`. */
  readonly trigger?: ReactNode;
  readonly accessories: readonly CartLine[];
  readonly protections: readonly CartLine[];
  /** Default all zero: an empty cart shows a total of $0.00. */
  readonly totals?: CartTotals;
  readonly disclaimers?: readonly DisclaimerItem[];
  readonly onRemove?: (kind: 'accessory' | 'protection', id: number | string) => void;
  /** Without `trigger`: where focus returns when the cart closes (the app's own cart button). */
  readonly returnFocus?: { readonly current: HTMLElement | null };
};

/**
 * The cart: accessories and protection plans in the deal, their subtotals, the total before tax
 * and the disclaimers; an empty state with a $0.00 total. State: `data-empty` on the body.
 */
export function CartModal({
  open,
  onOpenChange,
  trigger,
  accessories,
  protections,
  totals = EMPTY_CART_TOTALS,
  disclaimers = [],
  onRemove,
  returnFocus,
}: CartModalProps): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  const empty = accessories.length === 0 && protections.length === 0;
  return (
    <Modal.Root
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      {trigger === undefined ? null : <Modal.Trigger>{trigger}</Modal.Trigger>}
      <Modal.Content
        title={t('deal.cart.title')}
        size="md"
        data-modal="cart"
        {...(returnFocus ? { returnFocus } : {})}
      >
        <Modal.Body>
          <div className={styles.body} data-empty={empty || undefined}>
            {empty ? <p className={deal.emptyState}>{t('deal.cart.empty')}</p> : null}
            {accessories.length > 0 ? (
              <CartSection
                title={t('deal.accessories.title')}
                lines={accessories}
                subtotalLabel={t('deal.cart.accessoriesSubtotal')}
                subtotalCents={totals.accessoriesCents}
                {...(onRemove === undefined
                  ? {}
                  : { onRemove: (id: number | string) => onRemove('accessory', id) })}
              />
            ) : null}
            {protections.length > 0 ? (
              <CartSection
                title={t('deal.protection.title')}
                lines={protections}
                subtotalLabel={t('deal.cart.protectionsSubtotal')}
                subtotalCents={totals.protectionsCents}
                {...(onRemove === undefined
                  ? {}
                  : { onRemove: (id: number | string) => onRemove('protection', id) })}
              />
            ) : null}
            <div className={deal.figureRow} data-emphasis="total">
              <span>{t('deal.cart.totalBeforeTax')}</span>
              <span className={deal.figure} data-cart-total="">
                {format.money(totals.totalBeforeTaxCents)}
              </span>
            </div>
            {disclaimers.length > 0 ? <Disclaimer items={disclaimers} idPrefix="cart-disclaimer" /> : null}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button>{t('deal.cart.continue')}</Button>
          </Modal.Close>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

function CartSection({
  title,
  lines,
  subtotalLabel,
  subtotalCents,
  onRemove,
}: {
  readonly title: string;
  readonly lines: readonly CartLine[];
  readonly subtotalLabel: string;
  readonly subtotalCents: number;
  readonly onRemove?: (id: number | string) => void;
}): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={deal.subheading}>{title}</h3>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <div className={styles.lineText}>
              <span>{line.title}</span>
              {line.detail === undefined ? null : <span className={deal.muted}>{line.detail}</span>}
              <AnswerLines answers={line.answers} />
            </div>
            <span className={deal.figure}>{format.money(line.amountCents)}</span>
            {line.removable && onRemove !== undefined ? (
              <Button
                variant="ghost"
                tone="neutral"
                size="sm"
                onClick={() => onRemove(line.id)}
                aria-label={t('deal.accessory.removeNamed', { title: line.title })}
              >
                {t('deal.common.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={deal.figureRow} data-emphasis="subtotal">
        <span>{subtotalLabel}</span>
        <span className={deal.figure}>{format.money(subtotalCents)}</span>
      </div>
    </section>
  );
}
