// The action-items page rendered with the real reducers (redux-form's too) and the events the
// sagas would put; every action the page dispatches is recorded.
import type { AnyAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import type { ActionItemDto, ActionItemTab } from '../../../src/api/contract/actionItems';
import { actionItemsActions as A } from '../../../src/features/actionItems/index';
import ActionItemsPage from '../../../src/features/actionItems/pages/ActionItemsPage';
import { listReadyEvents } from '../../builders/actionItems';
import { renderWithStore } from '../../support/testStore';

export function renderPage(actions: readonly AnyAction[] = []) {
  const view = renderWithStore(<ActionItemsPage />, { actions });
  const put = (...more: AnyAction[]) => act(() => more.forEach((a) => view.store.dispatch(a)));
  const sent = (type: string) => view.dispatched.filter((a) => a.type === type);
  return { ...view, put, sent };
}

/** The page with `item` listed on `tab` and its dialog open. */
export function renderOpened(item: ActionItemDto, tab: ActionItemTab = 'PENDING', more: readonly AnyAction[] = []) {
  return renderPage([...listReadyEvents([item], tab), A.itemOpened({ referenceId: item.referenceId }), ...more]);
}

export const dialog = () => screen.getByRole('dialog');
