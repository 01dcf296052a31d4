/* site.js - marks the section you are in on the menu bar. Ian D, 2019 */
(function () {
  var here = location.pathname.replace(/index\.html$/, '');
  var links = document.querySelectorAll('.mainnav a');
  for (var i = 0; i < links.length; i++) {
    var p = links[i].pathname.replace(/index\.html$/, '');
    var match = p === '/' ? here === '/' : (p.slice(-1) === '/' ? here.indexOf(p) === 0 : here === p);
    if (match) {
      links[i].className += ' here';
      links[i].setAttribute('aria-current', 'page');
    }
  }
})();
