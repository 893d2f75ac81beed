// What the shell's page runs before its scripts (see page-starter-plugin.ts). Plain ES5, no build: it must
// run in every browser, and it is sent as it is written here.
(function () {
  var starter = document.currentScript;
  var main = starter.getAttribute('data-main');
  var started = false;

  // A page the server drew whole for everyone works from its HTML (the server lists its scripts' files for later):
  // its links lead, its forms are sent, its menu opens. Its scripts start when the shopper first reaches for it (a
  // touch, a key, the wheel, a mouse moving over it), or once the page has been still a while after loading, never
  // holding back a tap on the reference phone. They start once the page has loaded (or after 3 seconds, a slow
  // picture) where the page needs them to show something: a page the server left to them, a visitor with a cart or
  // a session of their own (the header shows them), an address asking them for something (the login, a payment's
  // outcome) beyond a category's page number.
  var firstInteractions = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];
  var stillFor = 5000;
  function onInteraction(event) {
    if (event.type === 'pointermove' && event.pointerType !== 'mouse') return;
    start();
  }

  // The files the scripts run and read, as the server lists them for a page that works from its HTML: fetched all at
  // once as they start, rather than each leading to the next (a round trip each on a phone).
  var listed = document.getElementById(starter.getAttribute('data-page-scripts'));
  function preloadPageScripts() {
    var files = listed ? JSON.parse(listed.textContent) : [];
    for (var i = 0; i < files.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', files[i].as);
      link.href = files[i].href;
      // fetch() reads its answer in CORS mode: its preload must say so to be the one fetch() uses.
      if (files[i].as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
  }
  function run() {
    preloadPageScripts();
    afterCartAnswered(function () {
      // A page leaving for the server's answer to its form does not start them.
      if (leaving) return;
      var script = document.createElement('script');
      script.src = main;
      document.head.appendChild(script);
    });
  }
  // The scripts start after the next paint: run earlier, they would hold back what the page shows (on a phone, the
  // main thread and the network are the page's too). A hidden tab, where nothing is painted, runs them at once.
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < firstInteractions.length; i += 1) removeEventListener(firstInteractions[i], onInteraction, true);
    if (document.hidden) run();
    else
      requestAnimationFrame(function () {
        setTimeout(run);
      });
  }
  function whenLoaded(then, delay) {
    function later() {
      setTimeout(then, delay);
    }
    if (document.readyState === 'complete') later();
    else addEventListener('load', later);
  }

  // The cookies' names, from the cookie store where there is one: it answers without holding the page, where
  // `document.cookie` asks the browser and waits (tens of milliseconds on a busy phone).
  function withCookieNames(then) {
    function fromDocument() {
      then(
        document.cookie.split('; ').map(function (cookie) {
          return cookie.split('=')[0];
        }),
      );
    }
    if (!window.cookieStore) return fromDocument();
    cookieStore.getAll().then(function (cookies) {
      then(
        cookies.map(function (cookie) {
          return cookie.name;
        }),
      );
    }, fromDocument);
  }
  function startOnceLoaded() {
    whenLoaded(start, 0);
    setTimeout(start, 3000);
  }

  // "Add to cart" tapped before the scripts run (a form marked `data-adds-in-place`) adds in the page's place, as the
  // scripts do, rather than leading to the cart page: the starter posts the form asking for JSON. The header counts
  // the units at once for a new visitor (whose cart holds only what this page adds), as the server answers for one
  // with a cart of their own: its cart link shows `--cart-count-before-scripts` until the scripts count the cart
  // themselves. The page says what was added (the form's `data-added-text`). The scripts start once the cart has
  // answered, its cookie set; scripts already started (a block they have not taken over yet) are told
  // (`starter-added-to-cart`) and read the cart again. A refusal or a failed post puts the count back and sends the
  // form as the browser would: the page the server answers says why.
  var visitorIsNew = false;
  var countedUnits = 0;
  var cartPosts = 0;
  var afterCartPosts = [];
  function afterCartAnswered(then) {
    if (cartPosts === 0) then();
    else afterCartPosts.push(then);
  }
  function cartAnswered() {
    cartPosts -= 1;
    if (cartPosts === 0) while (afterCartPosts.length > 0) afterCartPosts.shift()();
  }
  // No units, no count: the header's badge shows none.
  function showCartCount(units) {
    if (units > 0) document.documentElement.style.setProperty('--cart-count-before-scripts', '"' + units + '"');
    else document.documentElement.style.removeProperty('--cart-count-before-scripts');
  }
  var addedNotice;
  function say(text) {
    if (!addedNotice) {
      addedNotice = document.createElement('p');
      addedNotice.setAttribute('role', 'status');
      addedNotice.className = 'visually-hidden';
      document.body.appendChild(addedNotice);
    }
    addedNotice.textContent = text;
  }
  document.addEventListener('submit', function (event) {
    var form = event.target;
    // A form the scripts have taken over is theirs: they prevented its post. A browser without fetch sends the form.
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-adds-in-place') || !window.fetch) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    var units = Number(form.elements.quantity.value);
    // The count is known for a new visitor, or once the server has answered it.
    var shown = visitorIsNew || countedUnits > 0;
    if (shown) showCartCount(countedUnits + units);
    form.setAttribute('aria-busy', 'true');
    cartPosts += 1;
    // The page leaves for the server's answer to the form: its scripts need not start.
    function refused() {
      form.removeAttribute('aria-busy');
      if (shown) showCartCount(countedUnits);
      leaving = true;
      HTMLFormElement.prototype.submit.call(form);
    }
    fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)), headers: { Accept: 'application/json' } })
      .then(function (answer) {
        if (!answer.ok) throw new Error('Refused: ' + answer.status);
        return answer.json();
      })
      .then(function (cart) {
        form.removeAttribute('aria-busy');
        countedUnits = cart.count;
        showCartCount(cart.count);
        say(form.getAttribute('data-added-text'));
        // Scripts already started (a block of the page not yet theirs) read the cart again.
        document.dispatchEvent(new CustomEvent('starter-added-to-cart'));
      }, refused)
      .then(cartAnswered);
  });

  // A cart line's −, + or × tapped before the scripts run (a form marked `data-shows-change`, its quantity an output
  // of the form) is sent as the browser sends it, and the line shows its new quantity at once, while the server
  // answers with the page again. The page is leaving: its scripts do not start.
  var leaving = false;
  var lineSteps = { more: 1, less: -1 };
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-shows-change')) return;
    var quantity = form.elements.namedItem('quantity');
    var change = event.submitter ? event.submitter.value : '';
    if (!quantity) return;
    leaving = true;
    quantity.value = change === 'remove' ? 0 : Math.max(0, Number(quantity.value) + (lineSteps[change] || 0));
  });

  // A form that says what a required field left empty answers (`data-required-text`, in the page's language) is not
  // sent with one of its required fields (`aria-required`) empty: each says so, and the first takes the focus, as the
  // scripts would, at once rather than after the server's round trip. Typing in a field clears what it said. Taking
  // the page over (`data-taken-over` on its element), the scripts check again the fields marked invalid and say it
  // their way (`useKeepTypedBeforeScripts`): the browser's own message goes.
  var saidRequired = [];
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.hasAttribute('data-required-text')) return;
    var empty = [].filter.call(form.elements, function (field) {
      return field.getAttribute('aria-required') === 'true' && String(field.value).trim() === '';
    });
    if (empty.length === 0) return;
    event.preventDefault();
    for (var i = 0; i < empty.length; i += 1) {
      empty[i].setCustomValidity(form.getAttribute('data-required-text'));
      empty[i].setAttribute('aria-invalid', 'true');
      if (saidRequired.indexOf(empty[i]) === -1) saidRequired.push(empty[i]);
    }
    empty[0].focus();
    empty[0].reportValidity();
  });
  document.addEventListener('input', function (event) {
    var said = saidRequired.indexOf(event.target);
    if (said === -1) return;
    saidRequired.splice(said, 1);
    event.target.setCustomValidity('');
    event.target.setAttribute('aria-invalid', 'false');
  });
  new MutationObserver(function () {
    if (!document.documentElement.hasAttribute('data-taken-over')) return;
    saidRequired.splice(0).forEach(function (field) {
      field.setCustomValidity('');
    });
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-taken-over'] });

  for (var i = 0; i < firstInteractions.length; i += 1) addEventListener(firstInteractions[i], onInteraction, true);
  var ownCookies = (starter.getAttribute('data-own-state-cookies') || '').split(' ');
  var asksScripts = location.search
    .replace(/^\?/, '')
    .split('&')
    .some(function (pair) {
      return pair !== '' && pair.split('=')[0] !== 'page';
    });
  var waitsForInteraction = listed && !asksScripts;
  if (waitsForInteraction) whenLoaded(start, stillFor);
  else startOnceLoaded();
  withCookieNames(function (names) {
    visitorIsNew = !names.some(function (name) {
      return ownCookies.indexOf(name) !== -1;
    });
    if (waitsForInteraction && !visitorIsNew) startOnceLoaded();
  });

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
