/* Help guides: smooth scrolling for the contents links and "Back to top",
   and the contents entry of the section in view is marked. (Helen, 2019) */
(function () {
  'use strict';
  function smooth(a) {
    a.addEventListener('click', function (e) {
      var id = a.getAttribute('href');
      var target = document.querySelector(id);
      if (!target) return;
      e.preventDefault();
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (history.replaceState) history.replaceState(null, '', id);
    });
  }
  var links = Array.prototype.slice.call(document.querySelectorAll('.contents a, a.to-top'));
  links.forEach(smooth);

  if (!('IntersectionObserver' in window)) return;
  var byId = {};
  links.forEach(function (a) { byId[a.getAttribute('href').slice(1)] = a; });
  var io = new IntersectionObserver(function (entries) {
    entries.forEach(function (en) {
      var a = byId[en.target.id];
      if (a && en.isIntersecting) {
        links.forEach(function (l) { l.classList.remove('is-current'); });
        a.classList.add('is-current');
      }
    });
  }, { rootMargin: '0px 0px -60% 0px' });
  Array.prototype.forEach.call(document.querySelectorAll('.guide section[id]'), function (s) { io.observe(s); });
})();
