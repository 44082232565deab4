// The view's half of watchAccountPage: the page's opened event while it is on screen, its closed
// event when it leaves, so the page's loads follow the selected account only while it is shown.
import type { ActionCreatorWithoutPayload } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

export function useAccountPage(opened: ActionCreatorWithoutPayload, closed: ActionCreatorWithoutPayload): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(opened());
    return () => {
      dispatch(closed());
    };
  }, [dispatch, opened, closed]);
}
