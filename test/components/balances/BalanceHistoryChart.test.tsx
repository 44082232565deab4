import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BalanceHistoryChart } from '../../../src/features/balances/components/BalanceHistoryChart';
import { someHistory } from '../../builders/accounts';

// someHistory(30): $1,000,000 rising by $10,000 a day from 10/23/2026.
const points = someHistory(30);

function renderChart(data = points) {
  const view = render(<BalanceHistoryChart points={data} days={30} />);
  const chart = screen.getByRole('img', { name: 'Balance History, last 30 days' });
  const yTicks = () => Array.from(view.container.querySelectorAll('.balance-history__axis--y .tick text')).map((t) => t.textContent);
  return { ...view, chart, yTicks };
}

class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  FakeResizeObserver.instances = [];
  jest.restoreAllMocks();
});

describe('BalanceHistoryChart', () => {
  it('the value axis has 4 ticks abbreviated with K and M', () => {
    const { yTicks } = renderChart();
    expect(yTicks()).toEqual(['$0', '$500K', '$1M', '$1.5M']);
  });

  it('small balances are abbreviated with K', () => {
    const { yTicks } = renderChart([
      { date: '2026-11-01', totalFiatValue: 1200 },
      { date: '2026-11-02', totalFiatValue: 4100 },
    ]);
    expect(yTicks()).toEqual(['$0', '$2K', '$4K', '$6K']);
  });

  it('draws the line through every point and dates the time axis MM/DD', () => {
    const { container } = renderChart();
    const line = container.querySelector('.balance-history__line');
    expect(line?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){29}$/);
    const xTicks = Array.from(container.querySelectorAll('.balance-history__axis:not(.balance-history__axis--y) .tick text')).map((t) => t.textContent);
    expect(xTicks.length).toBeGreaterThan(1);
    xTicks.forEach((t) => expect(t).toMatch(/^(10|11)\/\d{2}$/));
  });

  it('is focusable and describes itself to screen readers', async () => {
    const user = userEvent.setup();
    const { chart } = renderChart();
    expect(chart).toHaveAccessibleDescription(
      'Balance history from 10/23/2026 to 11/21/2026: $1,000,000.00 at the start, $1,290,000.00 at the end; highest $1,290,000.00, lowest $1,000,000.00.',
    );
    await user.tab(); // the table toggle
    await user.tab();
    expect(chart).toHaveFocus();
  });

  it('a keyboard toggle shows the same data as a table', async () => {
    const user = userEvent.setup();
    renderChart();
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Balance history (USD)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('10/23/2026');
    expect(within(rows[1] as HTMLElement).getByRole('cell')).toHaveTextContent('$1,000,000.00');
    within(table).getAllByRole('columnheader').forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
  });

  it('follows its container’s width (ResizeObserver) and disconnects on unmount', () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    let width = 800;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width } as DOMRect));
    const { chart, unmount } = renderChart();
    const [observer] = FakeResizeObserver.instances;
    // Measured when the observer reports (its first report comes with the frame's layout), not before.
    expect(chart).not.toHaveAttribute('width', '800');
    act(() => observer?.resize());
    expect(chart).toHaveAttribute('width', '800');
    width = 420;
    act(() => observer?.resize());
    expect(chart).toHaveAttribute('width', '420');
    unmount();
    expect(observer?.disconnected).toBe(true);
  });

  it('without ResizeObserver it listens to window resizes, and stops on unmount', () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderChart();
    unmount();
    expect(removed).toHaveBeenCalledWith('resize', expect.any(Function));
  });

  it('a single day still draws', () => {
    const { yTicks, container } = renderChart([{ date: '2026-11-21', totalFiatValue: 2_500_000 }]);
    expect(yTicks()).toEqual(['$0', '$1M', '$2M', '$3M']);
    expect(container.querySelector('.balance-history__line')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+Z?$/);
  });
});
