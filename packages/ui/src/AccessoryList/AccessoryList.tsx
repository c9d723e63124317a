import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { AccessoryCard, CATEGORY_LABEL, ORIGIN_LABEL } from '../AccessoryCard/AccessoryCard.tsx';
import type { AccessoryQuestionsPurpose } from '../AccessoryQuestions/AccessoryQuestionsModal.tsx';
import { AccessoryQuestionsModal } from '../AccessoryQuestions/AccessoryQuestionsModal.tsx';
import { Button } from '../Button/Button.tsx';
import * as deal from '../deal/deal.css.ts';
import type {
  Accessory,
  AccessoryAnswer,
  AccessoryQuestion,
  AddonFilterOptions,
  PaymentFrequency,
} from '../internal/domain.ts';
import { ACCESSORY_CATEGORIES, ADDON_FIRST_PAGE, ADDON_ORIGINS } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import { SelectField } from '../SelectField/SelectField.tsx';
import * as styles from './AccessoryList.css.ts';
import type { AddonFilters } from './addonFilters.ts';
import { ALL, filterAddons, NO_ADDON_FILTERS, pageOf } from './addonFilters.ts';
import { Pagination } from './Pagination.tsx';

export type AccessoryListProps = {
  /** Every accessory offered for the vehicle. */
  readonly accessories: readonly Accessory[];
  /** Ids of the accessories in the deal (pre-selected from pre-installed ones or the order). */
  readonly selectedIds: readonly number[];
  /** Ids of the accessories to be installed. */
  readonly installIds?: readonly number[];
  /**
   * Add or remove. An accessory with questions (in `questions`) is added only once they are answered
   * in the list's dialog: the call then carries the answers, in the questions' order.
   */
  readonly onSelectedChange: (accessory: Accessory, selected: boolean, answers?: AccessoryAnswer[]) => void;
  /**
   * The questions each accessory asks before it is added (`GET /api/aftermarket/accessory/get_questions/`'s
   * results). An accessory missing here is added at once.
   */
  readonly questions?: readonly {
    readonly accessory: number;
    readonly questions: readonly AccessoryQuestion[];
  }[];
  /** The answers in the deal; shown on the added accessories' cards. */
  readonly answers?: readonly AccessoryAnswer[];
  /** Offers "Change answers" on an added accessory's card: the new answers, after the dialog. */
  readonly onAnswersChange?: (accessory: Accessory, answers: AccessoryAnswer[]) => void;
  readonly onInstallChange?: (accessory: Accessory, install: boolean) => void;
  /**
   * The dealer's addon_filter_options: category and origin filters, pagination and page size.
   * Without it: no filters, no pagination.
   */
  readonly filterOptions?: Pick<
    AddonFilterOptions,
    'accessory_category_filter' | 'accessory_origin_filter' | 'pagination_enabled' | 'accessory_page_size'
  >;
  /** Reported when the shopper changes a filter (analytics, server-side reload). */
  readonly onFiltersChange?: (filters: AddonFilters) => void;
  readonly onPageChange?: (page: number) => void;
  readonly frequency?: PaymentFrequency | null;
  readonly disabled?: boolean;
};

/**
 * The accessories step: category and origin filters (when the dealer turns them on), a count, cards
 * with add/remove and install options, pagination with the dealer's page size, and an empty state.
 * No landmark of its own: the page's step around it is the "Accessories" region (its heading names
 * it), which a second region of the same name would only repeat (axe's landmark-unique).
 */
export function AccessoryList({
  accessories,
  selectedIds,
  installIds = [],
  onSelectedChange,
  onInstallChange,
  filterOptions,
  onFiltersChange,
  onPageChange,
  frequency,
  disabled = false,
  questions = [],
  answers = [],
  onAnswersChange,
}: AccessoryListProps): ReactNode {
  const t = useUiText();
  const [asking, setAsking] = useState<{ accessory: Accessory; purpose: AccessoryQuestionsPurpose } | null>(
    null,
  );
  // Back to the button that opened the dialog; none once it added the accessory (the card then
  // moves focus from Add to Remove itself).
  const returnFocus = useRef<HTMLElement | null>(null);
  const questionsOf = (accessory: Accessory) =>
    questions.find((q) => q.accessory === accessory.id)?.questions ?? [];
  const ask = (accessory: Accessory, purpose: AccessoryQuestionsPurpose) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking({ accessory, purpose });
  };
  const select = (accessory: Accessory, selected: boolean) => {
    if (selected && questionsOf(accessory).length > 0) ask(accessory, 'add');
    else onSelectedChange(accessory, selected);
  };
  const [filters, setFilters] = useState<AddonFilters>(NO_ADDON_FILTERS);
  const [page, setPage] = useState(ADDON_FIRST_PAGE);
  const filtered = filterAddons(accessories, filters);
  const pageSize = filterOptions?.pagination_enabled ? filterOptions.accessory_page_size : null;
  const current = pageOf(filtered, page, pageSize);

  const changeFilters = (patch: Partial<AddonFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setPage(ADDON_FIRST_PAGE);
    onFiltersChange?.(next);
  };
  const changePage = (next: number) => {
    setPage(next);
    onPageChange?.(next);
  };

  return (
    <div className={styles.list} data-addon-list="accessories">
      {filterOptions?.accessory_category_filter || filterOptions?.accessory_origin_filter ? (
        <div className={styles.filters}>
          {filterOptions.accessory_category_filter ? (
            <SelectField
              name="accessory_category"
              label={t('deal.addon.filter.category')}
              value={filters.category}
              options={[
                { id: ALL, label: t('deal.addon.filter.all') },
                ...ACCESSORY_CATEGORIES.map((c) => ({ id: c, label: t(CATEGORY_LABEL[c]) })),
              ]}
              onChange={(id) =>
                changeFilters({ category: ACCESSORY_CATEGORIES.find((c) => c === id) ?? ALL })
              }
            />
          ) : null}
          {filterOptions.accessory_origin_filter ? (
            <SelectField
              name="accessory_origin"
              label={t('deal.addon.filter.origin')}
              value={filters.origin}
              options={[
                { id: ALL, label: t('deal.addon.filter.all') },
                ...ADDON_ORIGINS.map((o) => ({ id: o, label: t(ORIGIN_LABEL[o]) })),
              ]}
              onChange={(id) => changeFilters({ origin: ADDON_ORIGINS.find((o) => o === id) ?? ALL })}
            />
          ) : null}
        </div>
      ) : null}
      <p className={deal.muted} role="status">
        {t('deal.accessories.count', { count: filtered.length })}
      </p>
      {filtered.length === 0 ? (
        <div className={deal.emptyState}>
          <p className={deal.text}>
            {accessories.length === 0 ? t('deal.accessories.none') : t('deal.addon.noMatch')}
          </p>
          {accessories.length === 0 ? null : (
            <Button variant="outline" onClick={() => changeFilters(NO_ADDON_FILTERS)}>
              {t('deal.addon.clearFilters')}
            </Button>
          )}
        </div>
      ) : (
        <ul className={styles.grid}>
          {current.items.map((accessory) => (
            <li key={accessory.id}>
              <AccessoryCard
                accessory={accessory}
                selected={selectedIds.includes(accessory.id)}
                onSelectedChange={(selected) => select(accessory, selected)}
                questions={questionsOf(accessory)}
                answers={answers}
                {...(onAnswersChange === undefined
                  ? {}
                  : { onChangeAnswers: () => ask(accessory, 'change') })}
                install={installIds.includes(accessory.id)}
                {...(onInstallChange === undefined
                  ? {}
                  : { onInstallChange: (install: boolean) => onInstallChange(accessory, install) })}
                frequency={frequency ?? null}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
      {current.pageCount > 1 ? (
        <Pagination
          label={t('deal.accessories.pages')}
          page={current.page}
          pageCount={current.pageCount}
          onPageChange={changePage}
        />
      ) : null}
      {asking === null ? null : (
        <AccessoryQuestionsModal
          key={`${asking.accessory.id}-${asking.purpose}`}
          open
          onOpenChange={(open) => (open ? undefined : setAsking(null))}
          accessory={{ id: asking.accessory.id, title: asking.accessory.title || asking.accessory.name }}
          questions={questionsOf(asking.accessory)}
          answers={answers}
          purpose={asking.purpose}
          returnFocus={returnFocus}
          onSubmit={(given) => {
            if (asking.purpose === 'add') {
              returnFocus.current = null;
              onSelectedChange(asking.accessory, true, given);
            } else onAnswersChange?.(asking.accessory, given);
            setAsking(null);
          }}
        />
      )}
    </div>
  );
}
