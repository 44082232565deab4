import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { boot } from '../../../src/app/boot';
import { ConfigLoadError } from '../../../src/features/system/entry';

describe('boot', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.appendChild(container);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    jest.restoreAllMocks();
  });

  it('shows the application-error page, not a blank screen, when the configuration fails to load', async () => {
    await act(async () => {
      root = await boot(container, () => Promise.reject(new ConfigLoadError('/institutional/config/x/app-config.json', 'answered HTTP 404')));
    });
    expect(container).not.toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: /return to login/i })).toBeInTheDocument();
  });
});
