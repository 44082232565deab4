// Store notifications to React for what the sagas dispatch come once per task, after it, not one
// per action inside it (ADR 0022, sixth pass). react-redux renders synchronously at every
// notification, so each gateway answer's task held both the sagas' work and a render of the page,
// and on the dashboard's load these tasks were its blocking time. RTK's autoBatchEnhancer delays
// the notification of an action marked `meta[SHOULD_AUTOBATCH]` until the queued callback (here:
// the next task) or the next unmarked action; every action a saga puts is marked on its way
// (sagaPutsBatched, an effect middleware), with its type and payload unchanged: the action log and
// its replays see the same actions with this one meta key more. What the user does (a dispatch
// from a component: typing, a click) is not marked and notifies at once, as before, so a field
// bound to the store never lags a key press.
import { autoBatchEnhancer, SHOULD_AUTOBATCH, type AnyAction, type StoreEnhancer } from '@reduxjs/toolkit';
import type { EffectMiddleware } from 'redux-saga';
import { nextTask } from '../shared/nextTask';

const isPlainAction = (value: unknown): value is AnyAction =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The action with the batching mark added to its meta (a copy; type and payload untouched). */
export function markedForBatching<A extends AnyAction>(action: A): A {
  const meta = (action as { meta?: unknown }).meta;
  return { ...action, meta: { ...(typeof meta === 'object' && meta !== null ? meta : {}), [SHOULD_AUTOBATCH]: true } };
}

interface PutEffect {
  type: 'PUT';
  payload: { channel?: unknown; action: unknown };
}

const isPutToStore = (effect: unknown): effect is PutEffect => {
  const e = effect as Partial<PutEffect> | null;
  return typeof e === 'object' && e !== null && e.type === 'PUT' && typeof e.payload === 'object' && e.payload !== null && !e.payload.channel;
};

/** Marks the action of every saga's put to the store for batched notification. */
export const sagaPutsBatched: EffectMiddleware = (next) => (effect: unknown) => {
  if (isPutToStore(effect) && isPlainAction(effect.payload.action)) {
    next({ ...effect, payload: { ...effect.payload, action: markedForBatching(effect.payload.action) } });
    return;
  }
  next(effect);
};

/** Subscribers hear of marked actions once, in the task after them (a MessageChannel message: hidden tabs do not throttle it). */
export const batchedNotifications = (): StoreEnhancer => autoBatchEnhancer({ type: 'callback', queueNotification: (notify) => void nextTask().then(notify) });
