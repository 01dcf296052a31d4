/* courier.js - the little bits every page of the Courier site shares.
 * Marks where you are in the menu, shrinks the masthead once you scroll
 * past it, and keeps links to other sites from taking over the tab.
 * Nothing here writes any text: the site has to read properly without it. */
(function () {
  'use strict';

  var root = document.documentElement;
  root.classList.add('js');

  function normalise(path) {
    return path.replace(/\/$/, '/index.html');
  }

  function markMenu() {
    var here = normalise(location.pathname);
    var section = here.split('/').length > 2 ? here.split('/')[1] : null;
    document.querySelectorAll('.site-nav a').forEach(function (a) {
      var path = normalise(new URL(a.href, location.href).pathname);
      if (path === here) {
        a.setAttribute('aria-current', 'page');
      } else if (section && path.split('/')[1] === section) {
        a.classList.add('in-section');
      }
    });
  }

  function outboundLinks() {
    document.querySelectorAll('a[href^="http"]').forEach(function (a) {
      if (a.hostname && a.hostname !== location.hostname) {
        a.target = '_blank';
        a.rel = 'noopener';
      }
    });
  }

  function shrinkingMasthead() {
    var head = document.querySelector('.masthead');
    if (!head || !('IntersectionObserver' in window)) return;
    var marker = document.createElement('div');
    marker.className = 'masthead-marker';
    marker.setAttribute('aria-hidden', 'true');
    head.parentNode.insertBefore(marker, head.nextSibling);
    new IntersectionObserver(function (entries) {
      head.classList.toggle('is-small', !entries[0].isIntersecting);
    }, { rootMargin: '120px 0px 0px 0px' }).observe(marker);
  }

  markMenu();
  outboundLinks();
  shrinkingMasthead();
})();
