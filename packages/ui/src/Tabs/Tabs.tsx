import type { ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
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

/** Tabs on react-aria: arrow keys move between tabs, the selected one shows its panel. */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
}: TabsProps): ReactNode {
  return (
    <AriaTabs
      className={styles.tabs}
      disabledKeys={items.filter((i) => i.disabled).map((i) => i.id)}
      {...(selectedId === undefined ? {} : { selectedKey: selectedId })}
      {...(defaultSelectedId === undefined ? {} : { defaultSelectedKey: defaultSelectedId })}
      {...(onSelectionChange === undefined
        ? {}
        : { onSelectionChange: (key) => onSelectionChange(String(key)) })}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
