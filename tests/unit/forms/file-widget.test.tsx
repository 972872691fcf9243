// The profile picture form (requirements §5: jpeg or png, at most 2 MB), checked in the browser before anything is
// sent; the chosen file survives a failed submit.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataUrlFileName } from '@/forms/theme/widgets/file-widget';
import { pendingSubmit, renderForm, resolvingSubmit } from './render-form';

const MB2 = 2 * 1024 * 1024;
const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes).fill(65)], name, { type });

async function choose(picked: File) {
  // The input's accept="image/jpeg,image/png" would filter the picker; members can still drop other files.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(/^Profile picture/), picked);
  // Reading 2 MB as base64 takes a while in jsdom.
  await screen.findByText(`Selected file: ${picked.name}`, undefined, { timeout: 5000 });
  return user;
}

describe('profile-image form', () => {
  it('accepts a PNG of exactly 2 MB and submits it as a data URL carrying its name', async () => {
    const { calls, onSubmit } = resolvingSubmit();
    await renderForm({ formId: 'profile-image', onSubmit });
    const input = screen.getByLabelText(/^Profile picture/);
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription('A JPEG or PNG image of at most 2 MB.');
    const user = await choose(file('me.png', 'image/png', MB2));
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload my picture' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = String(calls[0]?.file);
    expect(sent.startsWith('data:image/png;name=me.png;base64,')).toBe(true);
    expect(dataUrlFileName(sent)).toBe('me.png');
  });

  it('refuses another type ("Please choose a JPEG or PNG image.")', async () => {
    const { calls, onSubmit } = resolvingSubmit();
    await renderForm({ formId: 'profile-image', onSubmit });
    const user = await choose(file('me.gif', 'image/gif', 100));
    await user.click(screen.getByRole('button', { name: 'Upload my picture' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Profile picture: Please choose a JPEG or PNG image.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Profile picture/));
    expect(calls).toHaveLength(0);
  });

  it('refuses a picture over 2 MB in fr-be, and keeps it chosen after the failed submit', async () => {
    const { calls, onSubmit } = resolvingSubmit();
    await renderForm({ formId: 'profile-image', onSubmit }, 'fr-be');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(/^Photo de profil/), file('grand.jpg', 'image/jpeg', MB2 + 1));
    // Testing Library collapses the French no-break spaces of the page text into plain spaces.
    await screen.findByText('Fichier choisi : grand.jpg', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Envoyer ma photo' }));
    expect(screen.getByLabelText(/^Photo de profil/)).toHaveAccessibleDescription(
      'Erreur\u00a0: L’image ne peut pas dépasser 2\u00a0Mo. Une image JPEG ou PNG de 2\u00a0Mo maximum.',
    );
    expect(screen.getByText('Fichier choisi : grand.jpg')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('can remove the chosen file, and requires one', async () => {
    const { onSubmit, settle, calls } = pendingSubmit();
    await renderForm({ formId: 'profile-image', onSubmit });
    const user = await choose(file('me.jpg', 'image/jpeg', 10));
    await user.click(screen.getByRole('button', { name: 'Remove this file' }));
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload my picture' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Profile picture: This field is required.');
    expect(calls).toHaveLength(0);
    await act(async () => settle.resolve());
  });
});
