import * as Dialog from '@radix-ui/react-dialog';
import { buttonReset, focusRing, useThemeRootProps, visuallyHidden } from '@storefront/theme';
import type { ReactNode, RefObject } from 'react';
import { createContext, useContext, useEffect, useRef } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Modal.css.ts';

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl', 'sheetRight', 'sheetLeft'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

const ClosableContext = createContext(true);
/** The last element focused outside any dialog: what opened the modal, for a modal opened by state. */
const OpenerContext = createContext<RefObject<HTMLElement | null> | null>(null);

export type ModalRootProps = {
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /**
   * When false the modal cannot be dismissed by the shopper: no close button, Escape and clicks
   * outside are ignored; only the app closes it (e.g. the postal-code modal with a submit callback).
   */
  readonly closable?: boolean;
  readonly children?: ReactNode;
};

/** State holder of a modal (Radix Dialog): focus trap, Escape, scroll lock, focus return. */
export function Root({ closable = true, children, ...rest }: ModalRootProps): ReactNode {
  // Radix gives focus back to a `Modal.Trigger` only. A modal the app opens by state gives it back to
  // the last element focused outside any dialog before it opened (its opener): focus never falls to
  // the page's body. (A field's `autoFocus` inside the modal is focused before the dialog's own open
  // event, so the opener is recorded as focus moves, not when the modal opens.)
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('[role="dialog"]') === null)
        opener.current = target;
    };
    document.addEventListener('focusin', remember, true);
    return () => document.removeEventListener('focusin', remember, true);
  }, []);
  return (
    <ClosableContext.Provider value={closable}>
      <OpenerContext.Provider value={opener}>
        <Dialog.Root {...rest}>{children}</Dialog.Root>
      </OpenerContext.Provider>
    </ClosableContext.Provider>
  );
}

/** The element that opens the modal; pass a `Button` as the only child. */
export function Trigger({ children }: { readonly children: ReactNode }): ReactNode {
  return <Dialog.Trigger asChild>{children}</Dialog.Trigger>;
}

export type ModalContentProps = {
  /** The dialog's accessible name, shown as its heading. */
  readonly title: ReactNode;
  /** Hide the heading visually (it still names the dialog). */
  readonly hideTitle?: boolean;
  /** Optional text under the title; also the dialog's accessible description. */
  readonly description?: ReactNode;
  readonly size?: ModalSize;
  readonly children?: ReactNode;
  /** Extra attributes for tests and analytics. */
  readonly 'data-modal'?: string;
  /** Called when Escape is pressed (before the modal closes). */
  readonly onEscape?: () => void;
  /**
   * Where focus goes when the modal closes, for a modal opened without `Modal.Trigger` (controlled
   * by `open`); with a trigger, focus returns to it.
   */
  readonly returnFocus?: { readonly current: HTMLElement | null };
};

/** The dialog box in a portal, with its overlay, heading and close button. */
export function Content({
  title,
  hideTitle = false,
  description,
  size = 'md',
  children,
  onEscape,
  returnFocus,
  ...rest
}: ModalContentProps): ReactNode {
  const closable = useContext(ClosableContext);
  const theme = useThemeRootProps();
  const t = useUiText();
  const opener = useContext(OpenerContext);
  return (
    <Dialog.Portal>
      <div className={`${theme.className} ${styles.layer}`} style={theme.style}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles.size[size]}`}
          data-size={size}
          data-closable={closable}
          data-modal={rest['data-modal']}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onEscapeKeyDown={(event) => {
            if (!closable) event.preventDefault();
            else onEscape?.();
          }}
          onPointerDownOutside={(event) => {
            if (!closable) event.preventDefault();
          }}
          onCloseAutoFocus={(event: Event) => {
            event.preventDefault();
            const target = returnFocus ? returnFocus.current : opener?.current;
            if (target?.isConnected) target.focus();
          }}
          onInteractOutside={(event) => {
            if (!closable) event.preventDefault();
          }}
        >
          <div className={styles.header} data-title-hidden={hideTitle || undefined}>
            <Dialog.Title className={hideTitle ? visuallyHidden : styles.title}>{title}</Dialog.Title>
            {closable ? (
              <Dialog.Close
                className={`${buttonReset} ${focusRing} ${styles.close}`}
                aria-label={t('ui.common.close')}
              >
                <Icon name="close" />
              </Dialog.Close>
            ) : null}
          </div>
          {description === undefined ? null : (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </div>
    </Dialog.Portal>
  );
}

export function Body({ children }: { readonly children?: ReactNode }): ReactNode {
  return <div className={styles.body}>{children}</div>;
}

export function Footer({ children }: { readonly children?: ReactNode }): ReactNode {
  return <div className={styles.footer}>{children}</div>;
}

/** Closes the modal when its child is pressed. */
export function Close({ children }: { readonly children: ReactNode }): ReactNode {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}

/**
 * Modal base on Radix Dialog, as compound parts:
 * `<Modal.Root open onOpenChange><Modal.Content title="…"><Modal.Body/><Modal.Footer/></Modal.Content></Modal.Root>`.
 */
export const Modal = { Root, Trigger, Content, Body, Footer, Close } as const;
