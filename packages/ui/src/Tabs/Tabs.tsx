import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import * as styles from './Tabs.css.ts';

export type TabItem = {
  readonly id: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
  readonly disabled?: boolean;
};

export type TabsProps = {
  /** Accessible name of the tab list (e.g. "Payment type"). */
  readonly label: string;
  readonly items: readonly TabItem[];
  /** Controlled selected tab id. */
  readonly selectedId?: string;
  readonly defaultSelectedId?: string;
  readonly onSelectionChange?: (id: string) => void;
};

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop; arrow keys (wrapping), Home and End
 * move to and select the next enabled tab; disabled tabs are skipped; only the selected tab's panel is
 * rendered. State as `data-selected`, `data-disabled` on the tabs. Plain React (no behaviour library):
 * the pricing header paints and hydrates with it on the vehicle page.
 */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
}: TabsProps): ReactNode {
  const base = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedId ?? enabled[0]?.id);
  const current = selectedId ?? uncontrolled;
  const selected = items.find((item) => item.id === current && !item.disabled) ?? enabled[0];
  const tabs = useRef(new Map<string, HTMLElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const select = (id: string, focus: boolean) => {
    if (focus) tabs.current.get(id)?.focus();
    if (id === selected?.id) return;
    if (selectedId === undefined) setUncontrolled(id);
    onSelectionChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, id: string) => {
    const at = enabled.findIndex((item) => item.id === id);
    const last = enabled.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? enabled[at === last ? 0 : at + 1]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? enabled[at <= 0 ? last : at - 1]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.id, true);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item) => {
          const isSelected = item.id === selected?.id;
          return (
            <div
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              aria-disabled={item.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              data-disabled={item.disabled || undefined}
              className={styles.tab}
              onClick={() => {
                if (!item.disabled) select(item.id, true);
              }}
              onKeyDown={(event) => onKeyDown(event, item.id)}
            >
              {item.label}
            </div>
          );
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is the tab stop after the tab list.
          tabIndex={0}
          className={styles.panel}
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
