/* Threlkeld Players: bits every page needs. Loaded with defer after lucide. */
(function () {
  'use strict';
  var root = document.documentElement;
  root.classList.add('js');

  // Icons: <i data-lucide="ticket"></i> becomes an inline SVG.
  if (window.lucide) {
    lucide.createIcons({ icons: lucide.icons, attrs: { 'aria-hidden': 'true', width: 18, height: 18 } });
  }

  // Menu button for narrow screens.
  var toggle = document.querySelector('.nav-toggle');
  var nav = document.getElementById('site-nav');
  if (toggle && nav) {
    toggle.addEventListener('click', function () {
      var open = toggle.getAttribute('aria-expanded') === 'true';
      toggle.setAttribute('aria-expanded', String(!open));
      nav.classList.toggle('open', !open);
    });
    document.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && nav.classList.contains('open')) {
        nav.classList.remove('open');
        toggle.setAttribute('aria-expanded', 'false');
        toggle.focus();
      }
    });
  }

  // Mark where we are in the menu.
  var here = location.pathname;
  var section = here.replace(/[^/]*$/, '');
  document.querySelectorAll('#site-nav a').forEach(function (a) {
    var path = new URL(a.href, location.href).pathname;
    if (path === here || (path.endsWith('/index.html') && path.replace('index.html', '') === here)) {
      a.setAttribute('aria-current', 'page');
    } else if (section !== '/' && path.indexOf(section) === 0) {
      a.classList.add('in-section');
    }
  });

  // Larger text, remembered between visits. The button's label stays the same.
  var sizeBtn = document.querySelector('.text-size');
  var KEY = 'threlkeld-large-text';
  function applySize(on) {
    root.classList.toggle('large-text', on);
    if (sizeBtn) sizeBtn.setAttribute('aria-pressed', String(on));
  }
  var saved = false;
  try { saved = localStorage.getItem(KEY) === '1'; } catch (e) { /* private mode */ }
  applySize(saved);
  if (sizeBtn) {
    sizeBtn.addEventListener('click', function () {
      var on = !root.classList.contains('large-text');
      applySize(on);
      try { localStorage.setItem(KEY, on ? '1' : '0'); } catch (e) { /* ignore */ }
    });
  }
})();
