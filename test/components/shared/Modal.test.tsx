import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal, type ModalButton } from '../../../src/shared/ui/index';

function Harness({ buttons, onClose = () => undefined }: { buttons?: ModalButton[]; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        open={open}
        heading="Confirm transfer"
        subHeading="Account 1234"
        headerMessage="Please review"
        buttons={buttons}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          Comment <input />
        </label>
      </Modal>
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Confirm transfer' }) };
}

describe('Modal', () => {
  it('renders a labelled modal dialog in a portal with focus inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText('Account 1234')).toBeInTheDocument();
    expect(within(dialog).getByText('Please review')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on the X button', async () => {
    const onClose = jest.fn();
    const { user, dialog, opener } = await openDialog({ onClose });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('does not close on a click outside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(dialog.parentElement as HTMLElement);
    await user.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('traps focus: Tab and Shift+Tab cycle within the dialog', async () => {
    const buttons: ModalButton[] = [
      { label: 'Cancel', variant: 'secondary' },
      { label: 'Submit', variant: 'primary' },
    ];
    const { user, dialog } = await openDialog({ buttons });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab(); // the body, so that a long one can be scrolled from the keyboard
    expect(dialog.querySelector('.modal__body')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('locks page scroll while open', async () => {
    const { user } = await openDialog();
    expect(document.body).toHaveClass('modal-scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass('modal-scroll-locked');
  });

  it('runs a button action; an autoClose button also closes, others do not', async () => {
    const onSave = jest.fn();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({
      onClose,
      buttons: [
        { label: 'Save', variant: 'secondary', onClick: onSave },
        { label: 'Confirm', variant: 'primary', onClick: onConfirm, autoClose: true },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a disabled button from acting', async () => {
    const onClick = jest.fn();
    const { user, dialog } = await openDialog({ buttons: [{ label: 'Delete', variant: 'primary', onClick, disabled: true }] });
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows the warning icon only when asked', () => {
    const { rerender } = render(<Modal open heading="Alert" showWarningIcon onClose={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    rerender(<Modal open heading="Alert" onClose={() => undefined} />);
    expect(screen.queryByRole('img', { name: 'Warning' })).not.toBeInTheDocument();
  });

  it('renders the HTML message sanitized', async () => {
    render(
      <Modal
        open
        heading="Notice"
        htmlMessage={'<p>Read <strong>carefully</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script>'}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect((await within(dialog).findByText('carefully')).tagName).toBe('STRONG'); // DOMPurify loads lazily
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });

  it('only the innermost of two open dialogs answers Escape', async () => {
    const user = userEvent.setup();
    const outerClose = jest.fn();
    const innerClose = jest.fn();
    render(
      <>
        <Modal open heading="Outer" onClose={outerClose} />
        <Modal open heading="Inner" onClose={innerClose} />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
