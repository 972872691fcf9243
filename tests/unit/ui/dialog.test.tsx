// Dialog: a native <dialog> named by its title; Escape asks the owner to close, and the focus goes back to the
// control that opened it.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/ui/dialog';
import { Button } from '@/ui/button';

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove all</Button>
      <Dialog open={open} onClose={close} title="Remove every favorite?" actions={<Button onClick={close}>Keep them</Button>}>
        <p>This cannot be undone.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a dialog named by its title, with the focus inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove every favorite?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape through its owner, and gives the focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Remove all' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back when closed by one of its own buttons', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Remove all' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
