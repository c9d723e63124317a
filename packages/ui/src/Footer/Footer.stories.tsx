import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  decorators: [withKit],
  parameters: { layout: 'fullscreen' },
  args: {
    privacyPolicyHref: 'https://example.com/privacy',
    termsHref: 'https://example.com/terms',
    year: 2026,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PoweredBy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2026/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Privacy policy|Politique/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Terms and conditions|Conditions/ })).toBeInTheDocument();
  },
};

/** A dealer's custom footer is shown after sanitising: the script and the handler are gone. */
export const CustomFooter: Story = {
  args: {
    customHtml:
      '<p><strong>Maple Leaf Motors</strong> · 1200 King St W, Toronto · <a href="tel:+14165550123">416-555-0123</a></p><p><a href="https://example.com/careers" target="_blank">Careers</a> · <a href="javascript:alert(1)" onclick="alert(2)">Win a car</a></p><script>window.hacked = true</script>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Maple Leaf Motors')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByText('Win a car').closest('a')).not.toHaveAttribute('href');
    await expect(canvas.getByText('Win a car').closest('a')).not.toHaveAttribute('onclick');
    await expect(canvas.getByRole('link', { name: 'Careers' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Marketplace mode ignores the custom footer. */
export const MarketplaceIgnoresCustom: Story = {
  args: { marketplace: true, customHtml: '<p>Custom dealer footer</p>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Custom dealer footer')).toBeNull();
  },
};

export const WithoutLinks: Story = { args: { privacyPolicyHref: null, termsHref: null } };
