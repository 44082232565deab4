// A file of its own: the menu's chunk loads once per module registry, so only the first render of
// a file sees its placeholder.
import { screen } from '@testing-library/react';
import { Layout } from '../../../src/features/shell/entry';
import { renderWithStore } from '../../support/testStore';

it("holds the menu's place (the side rail, the small screens' toolbar) until the menu's chunk is here", async () => {
  renderWithStore(
    <Layout showNavigation accountTypesHeld={[]} marketMakerFlag onLogout={jest.fn()}>
      <h1>Page content</h1>
    </Layout>,
    { route: '/dashboard' },
  );
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(document.querySelectorAll('.nav-menu.layout__side-menu[aria-hidden="true"], .mobile-toolbar[aria-hidden="true"]')).toHaveLength(2);
  expect(screen.getByRole('heading', { name: 'Page content' })).toBeInTheDocument();
  await screen.findByRole('navigation', { name: 'Main' });
  expect(document.querySelectorAll('.layout__side-menu[aria-hidden="true"], .mobile-toolbar[aria-hidden="true"]')).toHaveLength(0);
});
