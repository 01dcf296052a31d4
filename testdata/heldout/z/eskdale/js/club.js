document.addEventListener('DOMContentLoaded', function () {
  window.bLazy = new Blazy({ selector: '.b-lazy', offset: 200 });
  var btn = document.querySelector('.nav-toggle');
  btn.addEventListener('click', function () {
    var nav = document.getElementById('main-nav');
    nav.classList.toggle('is-open');
    btn.setAttribute('aria-expanded', nav.classList.contains('is-open'));
  });
});
