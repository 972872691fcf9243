// Presses on the header's two toggles (Menu on phones, Display options), a CMS video's Play and the skip link
// before the app has started.
// The public pages are prerendered HTML that paints long before the app's scripts have loaded on a slow phone;
// without this a press on those buttons would do nothing. This small classic script (no module graph to wait for)
// opens what the button controls at once, the way the app would, and keeps the press in window.__earlyPresses:
// the header takes it over once it has hydrated (src/ui/early-presses.ts), so nothing closes again.
(function () {
  var presses = (window.__earlyPresses = window.__earlyPresses || []);
  // The skip link pressed before this script arrived (an async script: on a slow phone it can come after the
  // visitor's first keys) made the plain fragment navigation to #main, and Chromium focuses that target again when
  // the page finishes loading, taking focus from the field the visitor has tabbed to since. Dropping the fragment
  // from the URL cancels that; the load then puts the scroll back to the top, so the visitor's place is kept too.
  if (location.hash === '#main') {
    history.replaceState(history.state, '', location.pathname + location.search);
    var y = scrollY;
    var track = function () {
      y = scrollY;
    };
    addEventListener('scroll', track);
    document.addEventListener('readystatechange', function () {
      if (document.readyState !== 'complete') return;
      removeEventListener('scroll', track); // the load's own scroll to the top reaches it after this
      if (scrollY !== y) scrollTo(scrollX, y);
    });
  }
  document.addEventListener(
    'click',
    function (event) {
      if (document.documentElement.getAttribute('data-app') === 'live') return;
      // The skip link: focus the main content without a fragment navigation (Chromium would focus the fragment's
      // target again when the page finishes loading, taking focus from the field the visitor has tabbed to since).
      var skip = event.target instanceof Element ? event.target.closest('a.skip-link') : null;
      var main = skip && document.getElementById('main');
      if (main) {
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
        return;
      }
      var button = event.target instanceof Element ? event.target.closest('[data-early-press]') : null;
      if (!button) return;
      var name = button.getAttribute('data-early-press');
      // A toggle (aria-expanded) opens and closes and shows it at once; a button that is no toggle (a CMS video's
      // Play) only has its press kept, however often it is pressed.
      var toggle = button.hasAttribute('aria-expanded');
      var at = presses.indexOf(name);
      var open = at < 0 || !toggle;
      if (at < 0) presses.push(name);
      else if (!open) presses.splice(at, 1);
      if (!toggle) return;
      button.setAttribute('aria-expanded', String(open));
      (button.getAttribute('aria-controls') || '').split(' ').forEach(function (id) {
        var target = id && document.getElementById(id);
        if (!target) return;
        if (target.hasAttribute('data-early-hidden')) target.hidden = !open;
        var openClass = target.getAttribute('data-early-open-class');
        if (openClass) target.classList.toggle(openClass, open);
      });
      var header = button.closest('header');
      var headerClass = button.getAttribute('data-early-header-class');
      if (header && headerClass) header.classList.toggle(headerClass, open);
    },
    true,
  );
})();
