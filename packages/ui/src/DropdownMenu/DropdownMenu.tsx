import * as Menu from '@radix-ui/react-dropdown-menu';
import { useThemeRootProps } from '@storefront/theme';
import type { ReactNode } from 'react';
import * as styles from './DropdownMenu.css.ts';

export type DropdownMenuRootProps = {
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly children?: ReactNode;
};

/** Menu state (Radix Dropdown Menu): arrow keys, typeahead, closes on Escape and outside click. */
export function Root(props: DropdownMenuRootProps): ReactNode {
  return <Menu.Root modal={false} {...props} />;
}

/** The button that opens the menu; pass a `Button` (or a button-like element) as the only child. */
export function Trigger({ children }: { readonly children: ReactNode }): ReactNode {
  return <Menu.Trigger asChild>{children}</Menu.Trigger>;
}

export type DropdownMenuContentProps = {
  readonly children?: ReactNode;
  readonly align?: 'start' | 'center' | 'end';
  readonly side?: 'top' | 'bottom' | 'left' | 'right';
  /**
   * Focus goes to the first item when the menu opens, as after a key press on its button (for a menu
   * opened by a keyboard press that the menu itself did not see, such as a deferred menu's).
   */
  readonly focusFirstItem?: boolean;
};

export function Content({
  children,
  align = 'end',
  side = 'bottom',
  focusFirstItem = false,
}: DropdownMenuContentProps): ReactNode {
  const theme = useThemeRootProps();
  return (
    <Menu.Portal>
      <div className={theme.className} style={{ ...theme.style, background: 'none' }}>
        <Menu.Content
          className={styles.content}
          align={align}
          side={side}
          sideOffset={6}
          {...(focusFirstItem
            ? {
                onOpenAutoFocus: (event: Event) => {
                  const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
                    '[role="menuitem"]:not([data-disabled])',
                  );
                  if (!first) return;
                  event.preventDefault();
                  first.focus();
                },
              }
            : {})}
        >
          {children}
        </Menu.Content>
      </div>
    </Menu.Portal>
  );
}

export type DropdownMenuItemProps = {
  readonly children: ReactNode;
  readonly onSelect?: () => void;
  readonly disabled?: boolean;
  /** Renders the item as a link. */
  readonly href?: string;
};

export function Item({ children, onSelect, disabled = false, href }: DropdownMenuItemProps): ReactNode {
  if (href !== undefined) {
    return (
      <Menu.Item asChild className={styles.item} disabled={disabled} {...(onSelect ? { onSelect } : {})}>
        <a href={href}>{children}</a>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item className={styles.item} disabled={disabled} {...(onSelect ? { onSelect } : {})}>
      {children}
    </Menu.Item>
  );
}

export function Separator(): ReactNode {
  return <Menu.Separator className={styles.separator} />;
}

export function Label({ children }: { readonly children: ReactNode }): ReactNode {
  return <Menu.Label className={styles.label}>{children}</Menu.Label>;
}

/** Dropdown menu on Radix: `DropdownMenu.Root`, `.Trigger`, `.Content`, `.Item`, `.Separator`, `.Label`. */
export const DropdownMenu = { Root, Trigger, Content, Item, Separator, Label } as const;
