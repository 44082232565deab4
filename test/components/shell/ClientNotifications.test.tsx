import { screen, within } from '@testing-library/react';
import { ClientNotifications } from '../../../src/features/shell/components/ClientNotifications';
import { NOTIFICATION_SEVERITIES } from '../../../src/features/system/index';
import { systemActions } from '../../../src/features/system/system.slice';
import { renderWithStore } from '../../support/testStore';

const loaded = (items: Parameters<typeof systemActions.notificationsLoaded>[0]['items']) =>
  systemActions.notificationsLoaded({ items });

describe('ClientNotifications', () => {
  it('renders nothing without notifications', () => {
    renderWithStore(<ClientNotifications />);
    expect(screen.queryByRole('region', { name: 'Client notifications' })).not.toBeInTheDocument();
  });

  it('styles each notification by its severity', () => {
    renderWithStore(<ClientNotifications />, {
      actions: [loaded(NOTIFICATION_SEVERITIES.map((severity) => ({ id: severity, message: `A ${severity} notice`, severity })))],
    });
    const items = within(screen.getByRole('region', { name: 'Client notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    NOTIFICATION_SEVERITIES.forEach((severity, i) => {
      expect(items[i]).toHaveTextContent(`A ${severity} notice`);
      expect(items[i]).toHaveClass(`client-notification--${severity}`);
    });
  });

  it('turns link=[https…] into a link and leaves other schemes as plain text', () => {
    renderWithStore(<ClientNotifications />, {
      actions: [
        loaded([
          { id: '1', severity: 'yellow', message: 'Read link=[https://status.example.com/notice] today.' },
          { id: '2', severity: 'red', message: 'Do not link=[javascript:alert(1)] or link=[http://plain.example.com]' },
        ]),
      ],
    });
    const region = screen.getByRole('region', { name: 'Client notifications' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://status.example.com/notice');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveTextContent('https://status.example.com/notice');
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first).toHaveTextContent('Read https://status.example.com/notice today.');
    expect(second).toHaveTextContent('Do not javascript:alert(1) or http://plain.example.com');
    expect(region.querySelector('[href^="javascript"], [href^="http:"]')).toBeNull();
  });

  it('shows markup-like text as text, never as HTML', () => {
    renderWithStore(<ClientNotifications />, {
      actions: [loaded([{ id: '1', severity: 'low', message: '<img src=x onerror=alert(1)> <b>bold</b>' }])],
    });
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('<img src=x onerror=alert(1)> <b>bold</b>');
    expect(item.querySelector('img, b')).toBeNull();
  });
});
