// Stands in for react-redux's entry in the portal's own code (webpack.config.js, rule-scoped alias):
// the same modules and the same initialisation as react-redux 8.1.3's es/index.js, less `connect`
// (react-redux's index sets it up at load, with hoist-non-react-statics: ~3 KB gzip the first page
// never uses; ADR 0012). redux-form, in its own chunk, imports the real entry, which sets up
// connect when it arrives. Same Provider, context and hooks modules: one store context for both.
// The selector hook is built on React 18's own useSyncExternalStore (`with-selector`, not the
// pre-18 `shim/with-selector`, which carries its own copy of the hook: ~0.4 KB gzip, ADR 0022).
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import { setBatch } from 'react-redux/es/utils/batch';
import { unstable_batchedUpdates } from 'react-redux/es/utils/reactBatchedUpdates';
import { initializeUseSelector } from 'react-redux/es/hooks/useSelector';

initializeUseSelector(useSyncExternalStoreWithSelector);
setBatch(unstable_batchedUpdates);

export { default as Provider } from 'react-redux/es/components/Provider';
export { ReactReduxContext } from 'react-redux/es/components/Context';
export { useDispatch, createDispatchHook } from 'react-redux/es/hooks/useDispatch';
export { useSelector, createSelectorHook } from 'react-redux/es/hooks/useSelector';
export { useStore, createStoreHook } from 'react-redux/es/hooks/useStore';
export { default as shallowEqual } from 'react-redux/es/utils/shallowEqual';
export const batch = unstable_batchedUpdates;
