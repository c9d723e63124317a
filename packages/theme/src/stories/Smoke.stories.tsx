import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../contract.ts';

const meta: Meta = { title: 'Theme/Smoke' };
export default meta;

export const Swatch: StoryObj = {
  render: () => (
    <button type="button" style={{ background: vars.color.brand.base, color: vars.color.brand.text }}>
      Hello
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Hello' });
    await expect(button).toBeVisible();
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 92, 173)');
  },
};
