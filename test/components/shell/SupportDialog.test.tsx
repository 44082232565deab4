// The support dialog's 'Download session log' (docs/action-log.md): offered only where the
// configuration keeps a log; it saves the log as a JSON file and leaves the dialog open.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupportDialog } from '../../../src/features/shell/components/SupportDialog';
import { sessionLogFileName } from '../../../src/features/shell/sessionLogDownload';
import { provideSessionLog } from '../../../src/runtime/sessionLogSource';

afterEach(() => provideSessionLog(null));

/** jsdom's Blob has no text(): read it as a browser without it would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('the support dialog and the session log', () => {
  it('without a session log: the contacts and OK only', () => {
    render(<SupportDialog open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download session log' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['OK']));
  });

  it('with one: says what it holds, and Download saves it as a JSON file; the dialog stays', async () => {
    const blobs: Blob[] = [];
    const clicked: Array<{ href: string; download: string }> = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:session-log'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    provideSessionLog(async () => '{"actionsById":{}}');
    const onClose = jest.fn();
    render(<SupportDialog open onClose={onClose} />);
    expect(screen.getByText(/the session log lets them see what happened in this tab. It holds no password, security code/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download session log' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked).toEqual([{ href: 'blob:session-log', download: expect.stringMatching(/^session-log-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json$/) }]);
    expect(blobs[0]?.type).toBe('application/json');
    await expect(textOf(blobs[0] as Blob)).resolves.toBe('{"actionsById":{}}');
    expect(onClose).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('names the file by the time of the download, valid on every file system', () => {
    expect(sessionLogFileName(new Date(Date.UTC(2026, 10, 26, 14, 5, 9)))).toBe('session-log-2026-11-26T14-05-09Z.json');
  });
});
