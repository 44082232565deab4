// A page's (or card's) opened event while it is on screen and its closed event when it leaves: the
// sagas that load for the page (watchAccountPage, the action items' lists, the push poll) run only
// while it is shown.
import type { ActionCreatorWithoutPayload } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

export function usePageEvents(opened: ActionCreatorWithoutPayload, closed: ActionCreatorWithoutPayload): void {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(opened());
    return () => {
      dispatch(closed());
    };
  }, [dispatch, opened, closed]);
}
