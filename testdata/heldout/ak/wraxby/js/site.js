// Marks the current navigation link and wires the text size button.
(function () {
  var here = location.pathname;
  var links = document.querySelectorAll('.main-nav a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href');
    var section = href.replace(/[^\/]*$/, '');
    if (href === here || (section !== '/' && here.indexOf(section) === 0)) {
      links[i].classList.add('current');
      links[i].setAttribute('aria-current', 'page');
    }
  }
  var button = document.querySelector('.text-size');
  if (!button) return;
  var big = false;
  try { big = sessionStorage.getItem('large-text') === '1'; } catch (e) {}
  document.documentElement.classList.toggle('large-text', big);
  button.setAttribute('aria-pressed', big ? 'true' : 'false');
  button.addEventListener('click', function () {
    big = !big;
    document.documentElement.classList.toggle('large-text', big);
    button.setAttribute('aria-pressed', big ? 'true' : 'false');
    try { sessionStorage.setItem('large-text', big ? '1' : '0'); } catch (e) {}
  });
})();
