// `npm run replay -- FILE [--expect STATE.json] [--audit AUDIT.json] [--no-state]`: replays a
// session log (docs/action-log.md) through the app's reducers in Node, prints the timeline and the
// final state. Exit 0: every state as the page recorded it (and as STATE.json says); 1: a
// difference (printed path by path); 2: a file that cannot be read.
// The app's modules import their stylesheets (webpack takes them); Node needs only the reducers,
// so a stylesheet loads as nothing, before the app is required.
import type * as ReplayCommand from './replayCommand';

require.extensions['.css'] = () => undefined;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runReplay } = require('./replayCommand') as typeof ReplayCommand;

process.exitCode = runReplay(process.argv.slice(2), { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) });
