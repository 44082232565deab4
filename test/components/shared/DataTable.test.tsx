import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from '../../../src/shared/ui/index';

interface Row {
  id: string;
  nickname: string;
  amount: number;
}

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: `r${i + 1}`, nickname: `Wire ${i + 1}`, amount: (i + 1) * 10 }));

const columns: DataTableColumn<Row>[] = [
  { key: 'nickname', header: 'Nickname' },
  { key: 'amount', header: 'Amount', render: (row) => `$${row.amount}.00` },
];

function renderTable(data: Row[] = rows) {
  const user = userEvent.setup();
  render(
    <DataTable caption="Saved wires" columns={columns} rows={data} rowKey={(r) => r.id} emptyText="No saved wires" />,
  );
  return { user, jump: () => screen.getByRole('spinbutton', { name: 'Jump to page:' }) };
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Saved wires' })).getAllByRole('row').slice(1);
const firstCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0];

describe('DataTable', () => {
  it('shows a captioned table with column headers and the spec texts', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Saved wires' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Nickname', 'Amount']);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(screen.getByText('Show:')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 Total Results')).toBeInTheDocument();
    expect(screen.getByText('Jump to page:')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(firstCell()).toHaveTextContent('Wire 1');
    expect(screen.getByRole('cell', { name: '$10.00' })).toBeInTheDocument();
  });

  it('pins the first column only', () => {
    renderTable();
    const [first, second] = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(first).toHaveClass('data-table__cell--pinned');
    expect(second).not.toHaveClass('data-table__cell--pinned');
  });

  it('moves with next and previous, disabled at the ends', async () => {
    const { user } = renderTable();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(bodyRows()).toHaveLength(5);
    expect(firstCell()).toHaveTextContent('Wire 41');
    await user.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(firstCell()).toHaveTextContent('Wire 21');
  });

  it('jumps to a page on Enter', async () => {
    const { user, jump } = renderTable();
    expect(jump()).toHaveAttribute('min', '0');
    await user.clear(jump());
    await user.type(jump(), '2{Enter}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(firstCell()).toHaveTextContent('Wire 21');
  });

  it('does not jump while typing, only on blur', async () => {
    const { user, jump } = renderTable();
    await user.clear(jump());
    await user.type(jump(), '3');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(jump()).toHaveValue(3);
  });

  it('clamps out-of-range jumps into 1..pages', async () => {
    const { user, jump } = renderTable();
    await user.clear(jump());
    await user.type(jump(), '99{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(jump()).toHaveValue(3);
    await user.clear(jump());
    await user.type(jump(), '0{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(jump()).toHaveValue(1);
  });

  it('converts a fractional jump to an integer and ignores an empty one', async () => {
    const { user, jump } = renderTable();
    await user.clear(jump());
    await user.type(jump(), '2.7{Enter}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.clear(jump());
    await user.tab();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(jump()).toHaveValue(2);
  });

  it('changes the page size and goes back to page 1', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const size = screen.getByRole('combobox', { name: 'Show:' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '50', '100']);
    await user.selectOptions(size, '50');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(45);
  });

  it('shows the empty text when there are no rows', () => {
    renderTable([]);
    expect(screen.getByRole('cell', { name: 'No saved wires' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('0 Total Results')).toBeInTheDocument();
  });

  it('falls back into range when the rows shrink', async () => {
    const user = userEvent.setup();
    const props = { caption: 'Saved wires', columns, rowKey: (r: Row) => r.id, emptyText: 'None saved' };
    const { rerender } = render(<DataTable {...props} rows={rows} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<DataTable {...props} rows={rows.slice(0, 25)} />);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
  });
});
