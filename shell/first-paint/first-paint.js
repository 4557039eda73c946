// Inlined into the <head> of every prerendered page (shell/prerender), before anything else
// runs: between the first paint and hydration nothing a visitor does may be lost
// (docs/project-structure.md#first-paint).
// - A click on a button whose code has not arrived yet is held and replayed once React has
//   hydrated that button. Links, native controls (<details>, invoker commands, popovers) and
//   form submissions are left alone: they work without script.
// - An invoker command whose target is not parsed yet (a dialog further down a page that is
//   still arriving) would do nothing: the button is clicked again once the target is there.
// - Each form being filled in gets one id (the server's idempotency key) and the moment of its
//   first input; a native (pre-hydration) send carries both in its hidden fields.
(function () {
  var held = [];
  var waiting = [];
  var fills = new WeakMap();
  var timer = 0;
  var commandTimer = 0;

  function hydrated(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }

  function newId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.prototype.map
      .call(bytes, function (b) {
        return (b + 256).toString(16).slice(1);
      })
      .join('');
  }

  function replayWhenReady() {
    timer = 0;
    held = held.filter(function (element) {
      if (!element.isConnected) return false;
      if (!hydrated(element)) return true;
      element.removeAttribute('data-held-click');
      element.click();
      return false;
    });
    if (held.length) timer = setTimeout(replayWhenReady, 50);
  }

  function commandWhenTargetArrives() {
    commandTimer = 0;
    waiting = waiting.filter(function (control) {
      if (!control.isConnected) return false;
      if (!document.getElementById(control.getAttribute('commandfor'))) return true;
      control.click(); // untrusted: this listener lets it through to the native command
      return false;
    });
    if (waiting.length) commandTimer = setTimeout(commandWhenTargetArrives, 50);
  }

  document.addEventListener(
    'click',
    function (event) {
      if (!event.isTrusted || event.button !== 0) return;
      var target = event.target;
      var control = target && target.closest ? target.closest('button, [role="button"]') : null;
      if (!control || hydrated(control) || control.disabled) return;
      if (control.type === 'submit' && control.form) return; // the form posts natively
      if (control.hasAttribute('commandfor') && !document.getElementById(control.getAttribute('commandfor'))) {
        if (waiting.indexOf(control) < 0) waiting.push(control);
        if (!commandTimer) commandTimer = setTimeout(commandWhenTargetArrives, 50);
        return;
      }
      if (control.hasAttribute('commandfor') || control.hasAttribute('popovertarget')) return; // native
      if (control.closest('summary')) return; // native disclosure
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held.indexOf(control) < 0) held.push(control);
      control.setAttribute('data-held-click', '');
      if (!timer) timer = setTimeout(replayWhenReady, 50);
    },
    true,
  );

  document.addEventListener(
    'input',
    function (event) {
      var form = event.target && event.target.form;
      if (form && !fills.has(form)) fills.set(form, { id: newId(), start: performance.now() });
    },
    true,
  );

  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      var fill = fills.get(form);
      if (!fill || hydrated(form)) return; // hydrated forms send through the form hook
      var id = form.elements.namedItem('submissionId');
      var ms = form.elements.namedItem('fillMs');
      if (id && !id.value) id.value = fill.id;
      if (ms) ms.value = String(Math.round(performance.now() - fill.start));
    },
    true,
  );

  window.__siteFormFill = function (form) {
    return fills.get(form);
  };
  window.__siteFormFillReset = function (form) {
    fills.delete(form);
  };
})();
