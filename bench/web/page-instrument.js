// Injected by `pnpm bench:web` into every page it loads, before the page's own scripts: records
// the paint and layout-shift entries, and measures time to interactive as the first click that
// takes effect. The callback launcher opens its panel as a native popover (also before
// hydration, so the form works at first paint); what only the app does is move the focus into
// the panel's form when it sees the panel open. So every 75 ms, while the panel is closed, it
// calls click() on the launcher, and TTI is the moment the app puts the focus in the panel. A
// click() is not a trusted input, so the first-paint script neither holds nor replays it.
// Plain JavaScript: Playwright sends it to the page as it is.
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

  function panelOf(launcher) {
    var id = launcher && launcher.getAttribute('popovertarget');
    return id ? document.getElementById(id) : null;
  }

  function isOpen(panel) {
    try {
      return panel.matches(':popover-open');
    } catch {
      return false;
    }
  }

  // The exact moment the app reacted to the open panel: it focuses the form's first field.
  document.addEventListener(
    'focusin',
    function (event) {
      var panel = panelOf(document.querySelector(LAUNCHER));
      if (bench.tti === null && panel && panel.contains(event.target)) bench.tti = performance.now();
    },
    true,
  );

  // A visitor who does not click never sees the panel, so the one the benchmark opens must not
  // become the LCP element, cover the cookie banner's paint or shift anything: it stays
  // transparent (opacity 0 does not count for LCP, and unlike visibility it can take the focus).
  document.addEventListener(
    'beforetoggle',
    function (event) {
      var panel = panelOf(document.querySelector(LAUNCHER));
      if (event.target === panel && event.newState === 'open') panel.style.setProperty('opacity', '0', 'important');
    },
    true,
  );

  function isHydrated(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }

  var timer = setInterval(function () {
    if (bench.hydrated === null) {
      var area = document.querySelector(AREA);
      if (area && isHydrated(area)) bench.hydrated = performance.now();
    }
    if (bench.tti === null) {
      var launcher = document.querySelector(LAUNCHER);
      var panel = panelOf(launcher);
      if (launcher && !(panel && isOpen(panel))) {
        bench.clicks++;
        launcher.click();
      }
    } else if (bench.hydrated !== null) {
      clearInterval(timer);
    }
  }, 75);

  /** The figures as plain data; LCP candidates inside the panel the benchmark opened are left out (should it ever paint). */
  bench.collect = function () {
    var panel = panelOf(document.querySelector(LAUNCHER));
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
