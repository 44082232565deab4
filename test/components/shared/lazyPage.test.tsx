// A lazy page renders a chunk that has already arrived at once, with no fallback (React.lazy
// suspended once even then, and React held the page back ≥ 500 ms after its fallback: ADR 0022,
// sixth pass); one still on its way shows the page's loading view, then the page.
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyPage } from '../../../src/shared/ui/lazyPage';
import { deferred } from '../../support/async';

const Loaded = () => <h1>The page</h1>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('renders a page whose chunk has arrived in its first render: no loading view, ever', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Loaded }));
    const Page = lazyPage(load, 'Loading the page');
    await act(async () => {
      await Page.preload();
    });
    const seen: string[] = [];
    const Probe = () => {
      seen.push(document.body.textContent ?? '');
      return null;
    };
    render(
      <>
        <Page />
        <Probe />
      </>,
    );
    // In the same synchronous render and commit, before any promise could settle.
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the spinner while the chunk is on its way (one load, however often asked), then the page', async () => {
    const chunk = deferred<{ default: typeof Loaded }>();
    const load = jest.fn(() => chunk.promise);
    const Page = lazyPage(load, 'Loading the page');
    void Page.preload();
    render(<Page />);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    await act(async () => {
      chunk.resolve({ default: Loaded });
      await chunk.promise;
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the page's own loading view when it has one (the dashboard's frame)", async () => {
    const chunk = deferred<{ default: typeof Loaded }>();
    const Page = lazyPage(() => chunk.promise, 'Loading the page', () => <p>The frame</p>);
    render(<Page />);
    expect(screen.getByText('The frame')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => {
      chunk.resolve({ default: Loaded });
      await chunk.promise;
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('The frame')).not.toBeInTheDocument();
  });

  it('a chunk that fails goes to the error boundary; the next preload tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValueOnce({ default: Loaded });
    const Page = lazyPage(load as () => Promise<{ default: typeof Loaded }>, 'Loading the page');
    render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: chunk lost')).toBeInTheDocument();
    await expect(Page.preload()).resolves.toBe(Loaded);
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});
