/* Mosedale Cycles: behaviour shared by every page.
   The menu button itself is wired with _hyperscript (see its `_` attribute);
   this file marks the current section in the menu, remembers the theme
   choice and lets Escape close the open menu. */
(function () {
  'use strict';
  var root = document.documentElement;
  root.classList.add('js');

  function norm(path) { return path.replace(/index\.html$/, ''); }
  var here = norm(location.pathname);
  document.querySelectorAll('#site-nav a').forEach(function (a) {
    var p = norm(new URL(a.getAttribute('href'), location.href).pathname);
    if (p === here) a.setAttribute('aria-current', 'page');
    else if (p !== '/' && p.slice(-1) === '/' && here.indexOf(p) === 0) a.classList.add('in-section');
  });

  // Theme: follows the system until someone presses the button, then remembered.
  var KEY = 'mosedale-theme';
  var btn = document.querySelector('.theme-toggle');
  function stored() { try { return localStorage.getItem(KEY); } catch (e) { return null; } }
  function apply(theme) {
    if (theme) root.setAttribute('data-theme', theme); else root.removeAttribute('data-theme');
    if (btn) btn.setAttribute('aria-pressed', String(theme === 'dark'));
  }
  apply(stored());
  if (btn) {
    btn.addEventListener('click', function () {
      var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      try { localStorage.setItem(KEY, next); } catch (e) { /* private mode */ }
      apply(next);
    });
  }

  document.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape' || !document.body.classList.contains('nav-open')) return;
    document.body.classList.remove('nav-open');
    var toggle = document.querySelector('.menu-toggle');
    if (toggle) { toggle.setAttribute('aria-expanded', 'false'); toggle.focus(); }
  });
})();
