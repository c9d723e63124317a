import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withKit } from '../storybook/withKit.tsx';
import {
  type TradeInPhotoField,
  TradeInPhotoGrid,
  type TradeInPhotoGridProps,
  type TradeInPhotoSlot,
} from './TradeInPhotoGrid.tsx';

/** A 1×1 PNG: what a shopper's photo stands for in these stories. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const photoFile = (name = 'front.png') => new File([PNG], name, { type: 'image/png' });
const PHOTO_URL = URL.createObjectURL(new Blob([PNG], { type: 'image/png' }));
const stored: TradeInPhotoSlot = { stored: true, source: PHOTO_URL };

type Photos = TradeInPhotoGridProps['photos'];

/**
 * The grid with an app's part played: a file over 10 MB refused at once, any other uploaded (busy
 * until `release` resolves it), a removal done.
 */
function Controlled(
  props: Pick<TradeInPhotoGridProps, 'editable'> & {
    readonly initial: Photos;
    readonly onUpload: (field: TradeInPhotoField) => void;
    readonly holdUploads?: boolean;
  },
) {
  const [photos, setPhotos] = useState<Photos>(props.initial);
  const [pending, setPending] = useState<TradeInPhotoField | null>(null);
  const set = (field: TradeInPhotoField, slot: TradeInPhotoSlot) =>
    setPhotos((p) => ({ ...p, [field]: slot }));
  const done = (field: TradeInPhotoField) => {
    set(field, stored);
    props.onUpload(field);
  };
  return (
    <>
      <TradeInPhotoGrid
        photos={photos}
        editable={props.editable}
        onChoose={(field, file) => {
          if (file.size > 10 * 1024 * 1024)
            return set(field, { stored: false, source: null, error: 'tooLarge' });
          if (file.name.endsWith('.txt'))
            return set(field, {
              stored: false,
              source: null,
              error: { message: 'Not a photo the server takes.' },
            });
          if (!props.holdUploads) return done(field);
          set(field, { stored: false, source: null, busy: true });
          setPending(field);
        }}
        onRemove={async (field) => set(field, { stored: false, source: null })}
      />
      {pending ? (
        <button
          type="button"
          onClick={() => {
            done(pending);
            setPending(null);
          }}
        >
          Finish the upload
        </button>
      ) : null}
    </>
  );
}

const meta = {
  title: 'Trade-in/TradeInPhotoGrid',
  component: Controlled,
  subcomponents: { TradeInPhotoGrid },
  decorators: [withKit],
  args: { editable: true, initial: {}, onUpload: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft without photos, with the keyboard: Tab reaches each angle's "Add the photo" in order. */
export const Empty: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: 'Vehicle photos' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 6 photos added.');
    await expect(within(grid).getAllByText('No photo yet')).toHaveLength(6);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Add the photo: Front')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Add the photo: Back')).toHaveFocus();
    await expect(canvas.getByTestId('trade-in-photo-image_front')).toHaveAttribute('data-state', 'empty');
  },
};

/** A photo chosen: the angle waits while it uploads, then shows it and the count goes up. */
export const Uploading: Story = {
  globals: { locale: 'en-CA' },
  args: { holdUploads: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Add the photo: Left side');
    await userEvent.upload(input, photoFile('left.png'));
    const slot = canvas.getByTestId('trade-in-photo-image_left');
    await expect(slot).toHaveAttribute('data-state', 'busy');
    await expect(input).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish the upload' }));
    await expect(args.onUpload).toHaveBeenCalledWith('image_left');
    await expect(slot).toHaveAttribute('data-state', 'stored');
    await expect(within(slot).getByRole('img', { name: 'Photo: Left side' })).toBeVisible();
    await expect(canvas.getByLabelText('Replace the photo: Left side')).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 6 photos added.');
  },
};

/** Files refused: too large (said by the kit), or refused by the server (its message); the input says it is invalid. */
export const Refused: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const front = canvas.getByLabelText('Add the photo: Front');
    await userEvent.upload(
      front,
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    const alert = within(canvas.getByTestId('trade-in-photo-image_front')).getByRole('alert');
    await expect(alert).toHaveTextContent('This photo is over 10 MB: send a smaller one.');
    await expect(front).toHaveAttribute('aria-invalid', 'true');
    await expect(front).toHaveAccessibleDescription('This photo is over 10 MB: send a smaller one.');
    const back = canvas.getByLabelText('Add the photo: Back');
    await userEvent.upload(back, new File(['text'], 'notes.txt', { type: 'image/png' }));
    await expect(back).toHaveAccessibleDescription('Not a photo the server takes.');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 6 photos added.');
  },
};

/** Removing is asked first: "Keep it" puts focus back on the button; "Remove" removes it and focus goes to "Add the photo". */
export const RemoveAskedFirst: Story = {
  globals: { locale: 'en-US' },
  args: { initial: { image_front: stored, image_dashboard: stored } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 6 photos added.');
    const removeButton = canvas.getByRole('button', { name: 'Remove the photo: Dashboard' });
    removeButton.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = within(await screen.findByRole('dialog', { name: 'Remove the photo: Dashboard?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(removeButton).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 6 photos added.');
    await userEvent.keyboard('{Enter}');
    dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 6 photos added.');
    await waitFor(() => expect(canvas.getByLabelText('Add the photo: Dashboard')).toHaveFocus());
  },
};

/** Sent to the dealership: the photos are shown only, nothing to choose or remove. */
export const ReadOnly: Story = {
  globals: { locale: 'en-US' },
  args: { editable: false, initial: { image_front: stored, image_back: { stored: true, source: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/Add the photo|Replace the photo/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Photo: Front' })).toBeVisible();
    await expect(within(canvas.getByTestId('trade-in-photo-image_back')).getByText('Loading…')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 6 photos added.');
  },
};

/** In French: the angles, the labels and the count agreed in number. */
export const French: Story = {
  globals: { locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Photos du véhicule' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 photo sur 6 ajoutée.');
    await userEvent.upload(canvas.getByLabelText('Ajouter la photo : Sièges et intérieur'), photoFile());
    await expect(canvas.getByRole('status')).toHaveTextContent('1 photo sur 6 ajoutée.');
    await userEvent.upload(canvas.getByLabelText('Ajouter la photo : Avant'), photoFile());
    await expect(canvas.getByRole('status')).toHaveTextContent('2 photos sur 6 ajoutées.');
    await expect(canvas.getByRole('button', { name: /^Retirer la photo\s: Avant$/ })).toBeVisible();
  },
};
