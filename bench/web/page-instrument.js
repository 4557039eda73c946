// Injected by `pnpm bench:web` into every page it loads, before the page's own scripts: records
// the paint and layout-shift entries, and measures time to interactive as the first click that
// takes effect. Every 75 ms it calls click() on the callback launcher until the launcher reports
// its panel open (aria-expanded="true"); only the app can do that. A click() is not a trusted
// input, so the first-paint script neither holds nor replays it, and before hydration it does
// nothing at all. Plain JavaScript: Playwright sends it to the page as it is.
(function () {
  var LAUNCHER = '[data-testid="callback-launcher"]';
  var AREA = 'main [data-remote-area] *';
  var bench = {
    fcp: null,
    lcp: [],
    shifts: [],
    tti: null,
    hydrated: null,
    clicks: 0,
  };
  window.__bench = bench;

  function observe(type, onEntry) {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(onEntry);
      }).observe({ type: type, buffered: true });
    } catch {
      // An entry type this browser does not know: that figure stays empty.
    }
  }
  observe('paint', function (entry) {
    if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', function (entry) {
    bench.lcp.push({ time: entry.startTime, element: entry.element || null });
  });
  observe('layout-shift', function (entry) {
    if (!entry.hadRecentInput) bench.shifts.push([entry.startTime, entry.value]);
  });

  function opened() {
    var launcher = document.querySelector(LAUNCHER);
    return Boolean(launcher && launcher.getAttribute('aria-expanded') === 'true');
  }

  // The exact moment the app opened the panel (the polling below notices it up to 75 ms later).
  // The panel is hidden before it can paint (observers run before rendering): a visitor who does
  // not click would never see it, so it must not become the LCP element, cover the cookie
  // banner's paint or shift anything.
  new MutationObserver(function () {
    if (!opened()) return;
    if (bench.tti === null) bench.tti = performance.now();
    var panelId = document.querySelector(LAUNCHER).getAttribute('aria-controls');
    var panel = panelId && document.getElementById(panelId);
    if (panel) panel.style.setProperty('visibility', 'hidden', 'important');
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });

  function isHydrated(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }

  var timer = setInterval(function () {
    if (bench.tti === null && opened()) bench.tti = performance.now();
    if (bench.hydrated === null) {
      var area = document.querySelector(AREA);
      if (area && isHydrated(area)) bench.hydrated = performance.now();
    }
    if (bench.tti === null) {
      var launcher = document.querySelector(LAUNCHER);
      if (launcher) {
        bench.clicks++;
        launcher.click();
      }
    } else if (bench.hydrated !== null) {
      clearInterval(timer);
    }
  }, 75);

  /** The figures as plain data; LCP candidates inside the panel the benchmark opened are left out (should it ever paint). */
  bench.collect = function () {
    var launcher = document.querySelector(LAUNCHER);
    var panelId = launcher && launcher.getAttribute('aria-controls');
    var panel = panelId ? document.getElementById(panelId) : null;
    var lcp = bench.lcp.filter(function (entry) {
      return !(panel && entry.element && panel.contains(entry.element));
    });
    var largest = lcp.length ? lcp[lcp.length - 1] : null;
    var element = largest && largest.element;
    return {
      fcp: bench.fcp,
      lcp: largest ? largest.time : null,
      lcpElement: element
        ? element.tagName.toLowerCase() +
          (element.closest('[data-widgets-root]') ? ' (widgets)' : '') +
          ' "' +
          (element.textContent || '').trim().slice(0, 40) +
          '"'
        : null,
      shifts: bench.shifts,
      tti: bench.tti,
      hydrated: bench.hydrated,
      clicks: bench.clicks,
    };
  };
})();
