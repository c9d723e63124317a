import type { ReactNode } from 'react';
import { useId } from 'react';
import { type AnsweredQuestion, AnswerLines } from '../AccessoryQuestions/AnswerLines.tsx';
import type { DisclaimerItem } from '../Disclaimer/Disclaimer.tsx';
import { Disclaimer, Superscript } from '../Disclaimer/Disclaimer.tsx';
import * as deal from '../deal/deal.css.ts';
import { useDealFormat } from '../deal/format.tsx';
import type {
  PaymentDisclosure as PaymentDisclosureFigures,
  PaymentType,
  PricingLine,
  PricingLineCode,
  PricingStack,
  TaxCode,
  TaxLine,
} from '../internal/domain.ts';
import { POST_TAX_SUPERSCRIPT, ppmToPercent, sumCents } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import type { UiMessageId } from '../messages/index.ts';
import { PaymentDisclosure } from '../PaymentDisclosure/PaymentDisclosure.tsx';
import { PaymentAmount } from '../PricingHeader/PaymentAmount.tsx';
import type { HeaderPayment } from '../PricingHeader/PricingHeader.tsx';
import { PAYMENT_TYPE_LABEL } from '../PricingHeader/PricingHeader.tsx';
import * as styles from './ReviewSummary.css.ts';

/** Label of each pricing-stack line code; a line's own label (accessory, plan, fee, incentive) wins. */
export const PRICING_LINE_LABEL: Readonly<Record<PricingLineCode, UiMessageId>> = {
  vehicle: 'deal.review.line.vehicle',
  options: 'deal.review.line.options',
  freight_pdi: 'deal.review.line.freight_pdi',
  accessory: 'deal.review.line.accessory',
  protection_plan: 'deal.review.line.protection_plan',
  fee: 'deal.review.line.fee',
  incentive: 'deal.review.line.incentive',
  trade_in_credit: 'deal.review.line.trade_in_credit',
  trade_in_owing: 'deal.review.line.trade_in_owing',
  down_payment: 'deal.review.line.down_payment',
  equity_returned: 'deal.review.line.equity_returned',
  ca_ac_excise_tax: 'deal.review.line.ca_ac_excise_tax',
  ca_green_levy: 'deal.review.line.ca_green_levy',
  on_omvic_fee: 'deal.review.line.on_omvic_fee',
  qc_tire_duty: 'deal.review.line.qc_tire_duty',
  ab_tire_fee: 'deal.review.line.ab_tire_fee',
  bc_tire_fee: 'deal.review.line.bc_tire_fee',
};

export const TAX_LABEL: Readonly<Record<TaxCode, UiMessageId>> = {
  GST: 'deal.review.tax.GST',
  HST: 'deal.review.tax.HST',
  PST: 'deal.review.tax.PST',
  QST: 'deal.review.tax.QST',
  RST: 'deal.review.tax.RST',
  STATE: 'deal.review.tax.STATE',
  EXCISE: 'deal.review.tax.EXCISE',
  LOCAL: 'deal.review.tax.LOCAL',
};

export type ReviewSummaryProps = {
  /** The itemised pricing stack from the pricing engine (pre-tax, levies, taxes, post-tax). */
  readonly stack: PricingStack;
  readonly paymentType: PaymentType;
  /** The resulting payment (finance, lease) or cash price, shown on top. */
  readonly payment?: HeaderPayment | undefined;
  /** The payment's cost of credit (the domain's `paymentDisclosure`), shown beside it; null for cash. */
  readonly disclosure?: PaymentDisclosureFigures | null | undefined;
  readonly vehicleName?: string | undefined;
  /**
   * Taxes of each payment (a lease, whose stack has no tax lines: Canada and US per-payment states
   * tax each payment): shown in the taxes group with their rates, on the payment before tax.
   */
  readonly paymentTaxes?: readonly TaxLine[];
  /**
   * Taxes a lease pays once, at signing (a US state that taxes the price: Texas, Georgia...; its
   * payments carry none): shown in the taxes group with their rates, on the price they tax.
   */
  readonly signingTaxes?: readonly TaxLine[];
  /**
   * Disclaimers the superscripts point to; post-tax items point to '^' (without a '^' disclaimer the
   * kit's own note explains the mark: no mark without its footnote). Long ones collapse.
   */
  readonly disclaimers?: readonly DisclaimerItem[];
  /** Prefix of the disclaimer anchors. Default `review-disclaimer`. */
  readonly disclaimerPrefix?: string;
  /**
   * The answers each accessory's questions were given, by its line's `ref` (the accessory's id):
   * shown under the accessory's line ("question: answer").
   */
  readonly accessoryAnswers?: Readonly<Record<string, readonly AnsweredQuestion[]>>;
  /**
   * The payment's cost-of-credit figures, whether or not `disclosure` shows them here (the page may
   * show them above): a US deal's review names its amount financed, finance charge, total of
   * payments and total sale price from them.
   */
  readonly credit?: PaymentDisclosureFigures | null | undefined;
};

/** The lines that pay for the deal rather than price it: what the shopper puts down or trades. */
const CREDIT_CODES: ReadonlySet<PricingLineCode> = new Set([
  'down_payment',
  'trade_in_credit',
  'trade_in_owing',
  'equity_returned',
]);

/**
 * The review step: the payment, then the pricing stack line by line: before taxes, levies, taxes
 * with their rates (a lease's on its payments and at signing, a finance deal's taxes paid at
 * signing named so), after-tax items marked '^', each group's subtotal and the total (a lease's is
 * its capitalised cost, before the taxes of its payments); then the disclaimers. Every figure comes from the engine; nothing is added here.
 */
export function ReviewSummary({
  stack,
  paymentType,
  payment,
  disclosure = null,
  vehicleName,
  paymentTaxes = [],
  signingTaxes = [],
  disclaimers: dealerDisclaimers = [],
  disclaimerPrefix = 'review-disclaimer',
  accessoryAnswers = {},
  credit = disclosure,
}: ReviewSummaryProps): ReactNode {
  const t = useUiText();
  const uid = useId();
  const format = useDealFormat();
  const perPayment = paymentType === 'lease' && stack.taxes.lines.length === 0;
  const sum = (lines: readonly TaxLine[]) => sumCents(lines.map((line) => line.amountCents));
  // Post-tax items carry '^': its footnote is the dealer's, or the kit's own.
  // A US deal on credit (Truth in Lending's order): the price with its taxes and fees, then what the
  // down payment and the trade-in take off it, then the amount financed (a lease: its capitalized
  // cost). Canada's review lists them after taxes, as its bill of sale does.
  const us = format.country === 'US' && paymentType !== 'cash';
  const isCredit = (line: PricingLine) => us && CREDIT_CODES.has(line.code);
  const preTax = stack.preTax.items.filter((line) => !isCredit(line));
  const postTax = stack.postTax.items.filter((line) => !isCredit(line));
  const credits = [...stack.preTax.items, ...stack.postTax.items].filter(isCredit);
  const creditsCents = sumCents(credits.map((line) => line.amountCents));
  const preTaxCents = us ? sumCents(preTax.map((line) => line.amountCents)) : stack.preTax.totalCents;
  const postTaxCents = us ? sumCents(postTax.map((line) => line.amountCents)) : stack.postTax.totalCents;
  const disclaimers =
    postTax.length > 0 && !dealerDisclaimers.some((d) => d.superscript === POST_TAX_SUPERSCRIPT)
      ? [...dealerDisclaimers, { superscript: POST_TAX_SUPERSCRIPT, text: t('deal.review.postTaxNote') }]
      : dealerDisclaimers;
  return (
    <article className={styles.summary} aria-label={t('deal.review.title')} data-payment-type={paymentType}>
      <header className={styles.head}>
        <h2 className={deal.heading}>{t('deal.review.title')}</h2>
        {vehicleName === undefined ? null : <p className={deal.muted}>{vehicleName}</p>}
        <p className={deal.tag} data-tone="brand">
          {t(PAYMENT_TYPE_LABEL[paymentType])}
        </p>
        {payment === undefined ? null : (
          <PaymentAmount
            amountCents={payment.amountCents}
            frequency={payment.frequency}
            termMonths={payment.termMonths}
            includesTax={payment.includesTax}
            taxesAtSigning={payment.taxesAtSigning}
            size="md"
            kind={paymentType}
          />
        )}
        <PaymentDisclosure disclosure={disclosure} context={t('deal.disclosure.context.breakdown')} />
      </header>

      <StackGroup
        title={t('deal.review.group.preTax')}
        lines={preTax}
        answers={accessoryAnswers}
        subtotalLabel={t('deal.review.subtotal.preTax')}
        subtotalCents={preTaxCents}
      />
      {stack.levies.items.length > 0 ? (
        <StackGroup
          title={t('deal.review.group.levies')}
          lines={stack.levies.items}
          subtotalLabel={t('deal.review.subtotal.levies')}
          subtotalCents={stack.levies.totalCents}
        />
      ) : null}
      <section className={styles.group} aria-labelledby={`${uid}-taxes`}>
        <h3 id={`${uid}-taxes`} className={deal.subheading}>
          {t('deal.review.group.taxes')}
        </h3>
        {perPayment && paymentTaxes.length + signingTaxes.length > 0 ? (
          <>
            {paymentTaxes.length > 0 ? (
              <TaxGroup
                intro={t('deal.review.taxes.perPayment')}
                lines={paymentTaxes}
                subtotalLabel={t('deal.review.subtotal.paymentTaxes')}
                subtotalCents={sum(paymentTaxes)}
              />
            ) : (
              <p className={deal.muted}>{t('deal.review.taxes.nonePerPayment')}</p>
            )}
            {signingTaxes.length > 0 ? (
              <TaxGroup
                intro={t('deal.review.taxes.atSigning')}
                lines={signingTaxes}
                subtotalLabel={t('deal.review.subtotal.signingTaxes')}
                subtotalCents={sum(signingTaxes)}
              />
            ) : null}
          </>
        ) : (
          <TaxGroup
            intro={
              stack.taxes.lines.length === 0
                ? t('deal.review.noTax')
                : signingTaxes.length > 0
                  ? t('deal.review.taxes.atSigning')
                  : undefined
            }
            lines={stack.taxes.lines}
            subtotalLabel={t('deal.review.subtotal.taxes')}
            subtotalCents={stack.taxes.totalCents}
          />
        )}
      </section>
      {postTax.length > 0 ? (
        <StackGroup
          title={t('deal.review.group.postTax')}
          lines={postTax}
          answers={accessoryAnswers}
          subtotalLabel={t('deal.review.subtotal.postTax')}
          subtotalCents={postTaxCents}
          postTaxPrefix={disclaimerPrefix}
        />
      ) : null}
      {us ? (
        <>
          <div className={deal.figureRow} data-emphasis="subtotal" data-review-price="">
            <span>{t('deal.review.us.price')}</span>
            <span className={deal.figure}>{format.money(stack.totalCents - creditsCents)}</span>
          </div>
          {credits.length > 0 ? (
            <StackGroup
              title={t(paymentType === 'lease' ? 'deal.review.us.credits.lease' : 'deal.review.us.credits')}
              lines={credits}
              subtotalLabel={t('deal.review.us.creditsTotal')}
              subtotalCents={creditsCents}
            />
          ) : null}
        </>
      ) : null}
      <div className={deal.figureRow} data-emphasis="total" data-review-total="">
        <span>
          {t(
            paymentType === 'lease'
              ? 'deal.review.total.lease'
              : us
                ? 'deal.disclosure.financed.finance'
                : 'deal.review.total',
          )}
        </span>
        <span className={deal.figure}>{format.money(stack.totalCents)}</span>
      </div>
      {us && paymentType === 'finance' && credit ? (
        <dl className={deal.dl} data-review-credit="">
          <div className={deal.figureRow}>
            <dt>{t('deal.disclosure.costOfBorrowing')}</dt>
            <dd className={`${deal.dd} ${deal.figure}`}>{format.money(credit.costOfBorrowingCents)}</dd>
          </div>
          <div className={deal.figureRow}>
            <dt>
              {t(
                credit.taxesIncluded
                  ? 'deal.disclosure.totalOfPayments'
                  : 'deal.disclosure.totalOfPayments.beforeTax',
              )}
            </dt>
            <dd className={`${deal.dd} ${deal.figure}`}>{format.money(credit.totalOfPaymentsCents)}</dd>
          </div>
          <div className={deal.figureRow} data-emphasis="subtotal">
            <dt>{t('deal.review.us.totalSalePrice')}</dt>
            <dd className={`${deal.dd} ${deal.figure}`}>
              {format.money(credit.totalOfPaymentsCents - creditsCents)}
            </dd>
          </div>
        </dl>
      ) : null}

      {disclaimers.length > 0 ? (
        // Named apart from the page's own list of the dealer's disclaimers (landmarks are unique on a page).
        <section
          className={styles.group}
          aria-label={t('deal.review.disclaimersOf', { context: t('deal.disclosure.context.breakdown') })}
        >
          <h3 className={deal.subheading}>{t('deal.review.disclaimers')}</h3>
          <Disclaimer items={disclaimers} idPrefix={disclaimerPrefix} />
        </section>
      ) : null}
    </article>
  );
}

function StackGroup({
  title,
  lines,
  answers = {},
  subtotalLabel,
  subtotalCents,
  postTaxPrefix,
}: {
  readonly title: string;
  readonly lines: readonly PricingLine[];
  /** Accessories' answers by their line's ref. */
  readonly answers?: Readonly<Record<string, readonly AnsweredQuestion[]>>;
  readonly subtotalLabel: string;
  readonly subtotalCents: number;
  /** Marks each line '^' linking to the post-tax disclaimer with this prefix. */
  readonly postTaxPrefix?: string;
}): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  return (
    <section
      className={styles.group}
      aria-label={title}
      data-group={postTaxPrefix !== undefined ? 'post-tax' : undefined}
    >
      <h3 className={deal.subheading}>{title}</h3>
      <dl className={deal.dl}>
        {lines.map((line, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of the same code and ref may repeat (two fees)
            key={`${line.code}-${line.ref ?? ''}-${index}`}
            className={deal.figureRow}
            data-code={line.code}
            data-credit={line.amountCents < 0 || undefined}
          >
            <dt>
              {line.label ?? t(PRICING_LINE_LABEL[line.code])}
              {line.installed ? <span className={deal.muted}> {t('deal.review.installed')}</span> : null}
              {line.quantity !== undefined && line.quantity > 1 ? (
                <span className={deal.muted}> {t('deal.review.quantity', { quantity: line.quantity })}</span>
              ) : null}
              {postTaxPrefix !== undefined ? (
                <Superscript mark={POST_TAX_SUPERSCRIPT} idPrefix={postTaxPrefix} />
              ) : null}
              {line.code === 'accessory' && line.ref !== undefined ? (
                <AnswerLines answers={answers[String(line.ref)]} />
              ) : null}
            </dt>
            <dd className={`${deal.dd} ${deal.figure}`}>{format.money(line.amountCents)}</dd>
          </div>
        ))}
      </dl>
      <div className={deal.figureRow} data-emphasis="subtotal">
        <span>{subtotalLabel}</span>
        <span className={deal.figure}>{format.money(subtotalCents)}</span>
      </div>
    </section>
  );
}

/**
 * Taxes paid at one moment (with the price, on each payment, at signing): what they are, their
 * lines, their sum.
 */
function TaxGroup({
  intro,
  lines,
  subtotalLabel,
  subtotalCents,
}: {
  readonly intro?: string | undefined;
  readonly lines: readonly TaxLine[];
  readonly subtotalLabel: string;
  readonly subtotalCents: number;
}): ReactNode {
  const format = useDealFormat();
  return (
    <>
      {intro === undefined ? null : <p className={deal.muted}>{intro}</p>}
      {lines.length === 0 ? null : (
        <dl className={deal.dl}>
          {lines.map((line) => (
            <TaxRow key={`${line.code}-${line.jurisdiction}`} line={line} />
          ))}
        </dl>
      )}
      <div className={deal.figureRow} data-emphasis="subtotal">
        <span>{subtotalLabel}</span>
        <span className={deal.figure}>{format.money(subtotalCents)}</span>
      </div>
    </>
  );
}

function TaxRow({ line }: { readonly line: TaxLine }): ReactNode {
  const t = useUiText();
  const format = useDealFormat();
  return (
    <div className={deal.figureRow} data-code={line.code}>
      <dt>
        {line.area
          ? t('deal.review.taxLineArea', {
              tax: t(TAX_LABEL[line.code]),
              area: line.area,
              rate: format.percent(ppmToPercent(line.ratePpm)),
            })
          : t('deal.review.taxLine', {
              tax: t(TAX_LABEL[line.code]),
              rate: format.percent(ppmToPercent(line.ratePpm)),
            })}
        <span className={deal.muted}>
          {' '}
          {t('deal.review.taxBase', { base: format.money(line.baseCents) })}
        </span>
      </dt>
      <dd className={`${deal.dd} ${deal.figure}`}>{format.money(line.amountCents)}</dd>
    </div>
  );
}
