// menu.js - Colin W.
// Opens and closes the menu on phones, and underlines the section you are in.
(function () {
  var button = document.getElementById('menu-button');
  var nav = document.getElementById('nav');
  if (!button || !nav) return;

  button.addEventListener('click', function () {
    nav.classList.toggle('open');
  });

  // which section are we in? (the first folder of the address, or the page itself at the top)
  var here = location.pathname;
  var links = nav.getElementsByTagName('a');
  for (var i = 0; i < links.length; i++) {
    var p = links[i].pathname;
    var folder = p.replace(/[^\/]*$/, '');
    if (p === here || (folder !== '/' && here.indexOf(folder) === 0)) {
      links[i].className = 'here';
    }
  }
})();
