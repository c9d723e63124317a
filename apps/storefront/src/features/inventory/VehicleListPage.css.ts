import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: '16px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ border: '1px solid #d0d5dd', borderRadius: '8px', padding: '12px' });
export const image = style({ width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' });
export const name = style({ fontSize: '1.125rem', margin: '8px 0 4px' });
export const meta = style({ color: '#4a5563', margin: '4px 0', fontSize: '0.875rem' });
export const price = style({ fontSize: '1.25rem', fontWeight: 700, margin: '8px 0 4px' });
