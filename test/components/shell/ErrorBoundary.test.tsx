import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../../src/features/shell/entry';

function Crashing(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React logs caught render errors; the test expects them.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('renders its children when nothing crashes', () => {
    render(
      <ErrorBoundary>
        <p>Dashboard</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('shows the application error page on a render crash and reports it', () => {
    const onError = jest.fn();
    render(
      <ErrorBoundary onError={onError}>
        <p>Dashboard</p>
        <Crashing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('render failed'));
    expect(onError.mock.calls[0]?.[1]).toHaveProperty('componentStack');
  });
});
