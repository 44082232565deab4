// The signed-in features' chunk (signedInFeatures.ts): asked for by the route guard of a page that
// needs a signed-in user, and by the pipelines once the user has signed in (rootSaga.ts).
export const importSignedInFeatures = () => import(/* webpackChunkName: "portal" */ './signedInFeatures');
