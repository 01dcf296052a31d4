// access-tools.js - icons from img/icons.svg (svg4everybody, for old browsers)
// and the A / A+ / A++ text size buttons, remembered between pages.
(function () {
  svg4everybody();
  var root = document.documentElement;
  function setSize(size) {
    root.className = root.className.replace(/\btext-\w+\b/g, '').trim();
    if (size && size !== 'normal') root.className += ' text-' + size;
    try { localStorage.setItem('regal-text', size); } catch (e) {}
  }
  var saved = null;
  try { saved = localStorage.getItem('regal-text'); } catch (e) {}
  if (saved) setSize(saved);
  var buttons = document.querySelectorAll('.textsize button');
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener('click', function () { setSize(this.getAttribute('data-size')); });
  }
})();
