// What the shell's page runs before its scripts (see start-when-loaded-plugin.ts). Plain ES5, no build: it must
// run in every browser, and it is sent as it is written here.
(function () {
  // The page's scripts start once it has loaded and painted: run earlier, they would hold its pictures back
  // (on a phone, the main thread and the network are the picture's too). A page whose load drags on (a slow
  // picture) starts them after 3 seconds anyway; a hidden tab, where nothing is painted, at once.
  var main = document.currentScript.getAttribute('data-main');
  var started = false;
  function run() {
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    if (document.hidden) run();
    else
      requestAnimationFrame(function () {
        setTimeout(run);
      });
  }
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start);
    setTimeout(start, 3000);
  }

  // A tap on a control the server drew and the scripts have not taken over yet (`data-awaits-scripts`) is not
  // lost: it is kept, the control says it is busy, and the tap is made again once the scripts have taken the
  // control over, unless that took so long the shopper has surely moved on. One tap kept per control.
  var keptFor = 15000;
  document.addEventListener(
    'click',
    function (event) {
      var control = event.target instanceof Element ? event.target.closest('[data-awaits-scripts]') : null;
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      if (control.getAttribute('aria-busy') === 'true') return;
      var tappedAt = Date.now();
      control.setAttribute('aria-busy', 'true');
      var watch = new MutationObserver(function () {
        if (control.hasAttribute('data-awaits-scripts')) return;
        watch.disconnect();
        control.removeAttribute('aria-busy');
        if (control.isConnected && Date.now() - tappedAt < keptFor) control.click();
      });
      watch.observe(control, { attributes: true, attributeFilter: ['data-awaits-scripts'] });
    },
    true,
  );
})();
