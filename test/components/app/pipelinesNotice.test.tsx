// The pipelines' chunk failed to load (src/app/pipelinesNotice.tsx): a clear message and a retry,
// progress while it tries again, nothing once it runs; nothing at all on a first load that works.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PIPELINES_MESSAGES, PipelinesNotice, resetPipelinesForTests, runPipelines } from '../../../src/app/pipelinesNotice';

afterEach(() => resetPipelinesForTests());

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PipelinesNotice', () => {
  it('shows nothing while the chunk first loads, nor once it runs', async () => {
    render(<PipelinesNotice />);
    const load = deferred();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = runPipelines(() => load.promise);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      load.resolve();
      await done;
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the portal could not finish loading, offers to try again, shows progress, and goes once it has loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PipelinesNotice />);
    const attempts = [deferred(), deferred()];
    let calls = 0;
    const start = () => (attempts[calls++] as ReturnType<typeof deferred>).promise;
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = runPipelines(start);
    });
    await act(async () => {
      attempts[0]?.reject(new Error('Loading chunk pipelines failed.'));
      await first;
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PIPELINES_MESSAGES.failed);
    expect(PIPELINES_MESSAGES.failed).toBe('The portal could not finish loading. Check your connection, then try again.');
    const retry = screen.getByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(calls).toBe(2);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    await act(async () => {
      attempts[1]?.resolve();
      await attempts[1]?.promise;
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a second failure shows the message again, and the button works again', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PipelinesNotice />);
    let calls = 0;
    const start = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    await act(async () => {
      await runPipelines(start);
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(calls).toBe(2);
    expect(screen.getByRole('alert')).toHaveTextContent(PIPELINES_MESSAGES.failed);
  });
});
