// The types of spaIfStale.js's one export, for its test.
export function inputsDigest(root: string, env: NodeJS.ProcessEnv): string;
