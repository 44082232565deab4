import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../../../src/shared/ui/index';

const TABS = [
  { id: 'pending', label: 'Pending' },
  { id: 'history', label: 'History' },
  { id: 'archive', label: 'Archive' },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [active, setActive] = useState('pending');
  return (
    <Tabs
      label="Action items"
      tabs={TABS}
      activeId={active}
      onChange={(id) => {
        onChange?.(id);
        setActive(id);
      }}
    >
      <p>Panel of {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes a tablist with one selected tab controlling the panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Action items' })).toBeInTheDocument();
    const pending = screen.getByRole('tab', { name: 'Pending' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(pending).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Pending' });
    expect(pending).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Panel of pending');
  });

  it('moves and selects with arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Panel of history');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Archive' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Archive' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click and does not re-announce the active tab', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    expect(onChange).toHaveBeenCalledWith('archive');
  });

  it('Tab from the active tab goes to the panel, not to the other tabs', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
