(function () {
  var fx = window.effector;
  var toggle = fx.createEvent('toggle');
  var $open = fx.createStore(false).on(toggle, function (s) { return !s; });
  window.ferry = { fx: fx, money: d3.formatLocale({ decimal: '.', thousands: ',', grouping: [3], currency: ['£', ''] }).format('$,.2f') };
  document.addEventListener('DOMContentLoaded', function () {
    var btn = document.querySelector('.nav-toggle');
    $open.watch(function (o) { btn.setAttribute('aria-expanded', String(o)); document.getElementById('main-nav').classList.toggle('is-open', o); });
    btn.addEventListener('click', function () { toggle(); });
    if (document.querySelector('.toc a')) { new Gumshoe('.toc a', { offset: 40 }); }
  });
})();
