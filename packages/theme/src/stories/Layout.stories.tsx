import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { breakpointForWidth, deviceTypeForWidth, headerHeightPx, headerOffsetPx } from '../breakpoints.ts';
import { useBreakpoint, useDeviceType } from '../useDeviceType.ts';
import { headerBar } from './demo.css.ts';
import type { Translate } from './messages.ts';
import { asStoryLocale, translator } from './messages.ts';
import * as s from './stories.css.ts';

function BreakpointsDemo({ t }: { t: Translate }): ReactNode {
  const device = useDeviceType();
  const bp = useBreakpoint();
  return (
    <div className={s.layoutGrid}>
      <h2 className={s.heading}>{t('layout.title')}</h2>
      <section aria-label={t('layout.title')}>
        <header className={headerBar} data-testid="header-bar">
          <p className={s.dealerName}>Maple Motors</p>
        </header>
      </section>
      <ul className={s.layoutList}>
        <li data-testid="device">{t('layout.device', { value: device })}</li>
        <li data-testid="breakpoint">{t('layout.breakpoint', { value: bp })}</li>
        <li>{t('layout.header', { value: headerHeightPx(device), offset: headerOffsetPx(device) })}</li>
      </ul>
    </div>
  );
}

const meta: Meta = { title: 'Theme/Layout' };
export default meta;

/** Device type, breakpoint and header height follow the viewport (try the viewport toolbar). */
export const Breakpoints: StoryObj = {
  render: (_args, { globals }) => <BreakpointsDemo t={translator(asStoryLocale(globals.locale))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = window.innerWidth;
    const device = deviceTypeForWidth(width);
    await expect(canvas.getByTestId('device')).toHaveTextContent(device);
    await expect(canvas.getByTestId('breakpoint')).toHaveTextContent(breakpointForWidth(width));
    const header = canvas.getByTestId('header-bar');
    await expect(header.getBoundingClientRect().height).toBe(headerHeightPx(device));
  },
};
