// site.js - marks the nav tab for the section you are in. Ian P, 2012, tidied 2023.
(function () {
  var path = location.pathname;
  var links = document.querySelectorAll('#nav a');
  for (var i = 0; i < links.length; i++) {
    var a = links[i];
    var target = a.pathname.replace(/index\.html$/, '');
    if (target !== '/' && path.indexOf(target) === 0) a.className = 'here';
    else if (target === '/' && (path === '/' || path === '/index.html')) a.className = 'here';
  }
})();
