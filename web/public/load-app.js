// Loads the app once a server-rendered page has been painted (server/pages/render-page.ts puts
// this script in place of the app's entry script and its module preloads). The page already shows
// its content; the app's code then downloads without sharing a slow connection with what the
// first paint needs, and takes over (web/main.tsx). Plain JavaScript, served as it is from dist/:
// it runs before any of the app's code exists.
/* global window, document, requestAnimationFrame, setTimeout, Element */
(function () {
  var loader = document.currentScript;
  var entry = loader && loader.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  // The browser may offer installation before the app's code has run: kept for it
  // (web/lib/install-prompt.ts), and the browser's own banner kept away as the app does.
  window.addEventListener(
    'beforeinstallprompt',
    function (event) {
      event.preventDefault();
      window.installOfferBeforeApp = event;
    },
    { once: true },
  );

  // The page's buttons do nothing until the app has taken over: a press on one meanwhile is kept
  // (its place among the page's buttons and its name) for the app to press the same button once
  // it has replaced the markup (web/lib/first-screen-takeover.tsx).
  var root = document.getElementById('root');
  function keepPress(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!root || !button || !root.contains(button)) return;
    var buttons = Array.prototype.slice.call(root.querySelectorAll('button'));
    root.setAttribute('data-pressed', String(buttons.indexOf(button)));
    root.setAttribute('data-pressed-name', button.textContent || '');
  }
  if (root) {
    root.addEventListener('click', keepPress, true);
    document.addEventListener(
      'app-took-over',
      function () {
        root.removeEventListener('click', keepPress, true);
      },
      { once: true },
    );
  }

  // A tab opened in the background paints nothing until it is shown: load at once there.
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      // requestAnimationFrame runs before the paint; the timeout lands after it.
      setTimeout(load, 0);
    });
})();
