import { buttonReset, focusRing } from '@storefront/theme';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import type { ToastSpec } from '../internal/domain.ts';
import { DEFAULT_TOAST_PLACEMENT, TOAST_DURATION_MS, TOAST_FADE_OUT_MS } from '../internal/domain.ts';
import { useUiText } from '../intl/useUiText.ts';
import * as styles from './Toast.css.ts';

export const TOAST_KINDS = ['info', 'success', 'warning', 'error'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];
export const TOAST_PLACEMENTS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPlacement = (typeof TOAST_PLACEMENTS)[number];

/** The spec's durations by name (5000, 3500, 2500 ms). `null` keeps the toast until dismissed. */
export const TOAST_DURATIONS = TOAST_DURATION_MS;

export type ToastOptions = {
  /** Text shown (already localised by the caller). */
  readonly message: ReactNode;
  readonly kind?: ToastKind;
  /** Milliseconds before it fades out; `null` keeps it until dismissed. Default 5000 ms. */
  readonly duration?: number | null;
  /** Default: the domain's default placement (bottom right); the postal code uses `bottom-center`. */
  readonly placement?: ToastPlacement;
  /** A manual toast stays until the shopper presses its "ok thanks" button. */
  readonly manual?: boolean;
  /** Stable id; showing a toast with an id already on screen replaces it. */
  readonly id?: string;
};

type ToastState = Required<Omit<ToastOptions, 'id'>> & { readonly id: string; readonly leaving: boolean };

export type ToastApi = {
  /** Shows a toast and answers its id. */
  show: (options: ToastOptions) => string;
  /**
   * Shows a toast of the domain's catalogue (`TOASTS.reentryResend`, ...): its message id (with the
   * spec's English text as the fallback), duration, placement and variant.
   */
  showSpec: (spec: ToastSpec, values?: Readonly<Record<string, string>>) => string;
  /** Fades a toast out (100 ms) and removes it. */
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

const KIND_ICON: Readonly<Record<ToastKind, IconName>> = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
};

let counter = 0;

export type ToastProviderProps = {
  readonly children?: ReactNode;
  /** Placement when a toast does not name one. */
  readonly defaultPlacement?: ToastPlacement;
};

/** Holds the toasts and renders them in fixed viewports, one per placement in use. */
export function ToastProvider({
  children,
  defaultPlacement = DEFAULT_TOAST_PLACEMENT,
}: ToastProviderProps): ReactNode {
  const intl = useIntl();
  const [toasts, setToasts] = useState<readonly ToastState[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const remove = useCallback((id: string) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      const timer = timers.current.get(id);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.delete(id);
      setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
      setTimeout(() => remove(id), TOAST_FADE_OUT_MS);
    },
    [remove],
  );

  const show = useCallback(
    (options: ToastOptions): string => {
      counter += 1;
      const id = options.id ?? `toast-${counter}`;
      const manual = options.manual ?? false;
      const toast: ToastState = {
        id,
        message: options.message,
        kind: options.kind ?? 'info',
        duration: manual ? null : options.duration === undefined ? TOAST_DURATION_MS.LONG : options.duration,
        placement: options.placement ?? defaultPlacement,
        manual,
        leaving: false,
      };
      setToasts((list) => [...list.filter((t) => t.id !== id), toast]);
      return id;
    },
    [defaultPlacement],
  );

  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const timer of map.values()) clearTimeout(timer);
      map.clear();
    };
  }, []);

  const showSpec = useCallback(
    (spec: ToastSpec, values?: Readonly<Record<string, string>>): string =>
      show({
        message: intl.formatMessage(
          { id: spec.messageId, ...(spec.text === undefined ? {} : { defaultMessage: spec.text }) },
          { ...spec.values, ...values },
        ),
        kind: spec.variant,
        duration: spec.durationMs,
        placement: spec.placement,
      }),
    [show, intl],
  );

  const api = useMemo<ToastApi>(() => ({ show, showSpec, dismiss }), [show, showSpec, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The viewports are always there (empty until a toast comes) so screen readers announce
          what is added to these polite live regions; error toasts are alerts. */}
      {TOAST_PLACEMENTS.map((placement) => (
        <div
          key={placement}
          className={`${styles.viewport} ${styles.placement[placement]}`}
          data-placement={placement}
          aria-live="polite"
          aria-relevant="additions text"
        >
          {toasts
            .filter((toast) => toast.placement === placement)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} timers={timers.current} />
            ))}
        </div>
      ))}
    </ToastContext.Provider>
  );
}

function ToastItem({
  toast,
  onDismiss,
  timers,
}: {
  readonly toast: ToastState;
  readonly onDismiss: (id: string) => void;
  readonly timers: Map<string, ReturnType<typeof setTimeout>>;
}): ReactNode {
  const t = useUiText();
  const { id, duration, leaving } = toast;
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (duration === null || leaving || paused) return;
    const timer = setTimeout(() => onDismiss(id), duration);
    timers.set(id, timer);
    return () => {
      clearTimeout(timer);
      timers.delete(id);
    };
  }, [id, duration, leaving, paused, onDismiss, timers]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus pause the timer (WCAG 2.2.1); errors are alerts
    <div
      className={`${styles.toast} ${styles.kind[toast.kind]}`}
      role={toast.kind === 'error' ? 'alert' : undefined}
      data-kind={toast.kind}
      data-state={leaving ? 'leaving' : 'open'}
      data-manual={toast.manual || undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={KIND_ICON[toast.kind]} className={styles.icon} />
      <div className={styles.body}>
        <div>{toast.message}</div>
        {toast.manual ? (
          <div>
            <Button size="sm" variant="outline" tone="neutral" onClick={() => onDismiss(id)}>
              {t('ui.toast.okThanks')}
            </Button>
          </div>
        ) : null}
      </div>
      {toast.manual ? null : (
        <button
          type="button"
          className={`${buttonReset} ${focusRing} ${styles.close}`}
          aria-label={t('ui.toast.dismiss')}
          onClick={() => onDismiss(id)}
        >
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
