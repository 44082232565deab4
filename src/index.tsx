// The bundle's entry: global styles, then boot (src/app/boot.tsx) into #root.
// The app's modules are evaluated in two tasks, not one (ADR 0022): the store's (redux, the slices,
// the sagas, the API layer) in the script's own task (a microtask at its end), then boot's (React
// DOM, the router, the pages) in the next. One task for all of them was the login page's longest
// after its first paint (~220 ms on a 4× slowed CPU). Both stay in this chunk (webpackMode
// "eager"): no request is added. The store's stay in the script's task on purpose: Lighthouse's
// simulation drops tasks under 10 ms, and a script whose evaluation it cannot see is counted as a
// cost of the first paint (with only the entry's few lines in that task, the login page's FCP went
// from 0.8 s to 1.4 s and its LCP from 1.0 s to 1.7 s).
import './app/styles/global.css';
import { nextTask } from './shared/nextTask';

async function start(container: HTMLElement) {
  await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './app/boot');
  await boot(container);
}

const container = document.getElementById('root');
if (container) void start(container);
