// The pre-rendered login page's one script (webpack.prerender.js; ADR 0022): the app's bundle,
// preloaded by the page, runs once the page has painted, not before. The page is on screen from
// its HTML and stylesheet; the bundle's evaluation and first render come after, never in front of
// that paint. A hidden tab, which paints no frame, still starts the app (the timer).
(() => {
  const bundle = document.querySelector('link[rel="preload"][as="script"]');
  let started = false;
  const start = () => {
    if (started || !bundle) return;
    started = true;
    const script = document.createElement('script');
    script.src = bundle.href;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
