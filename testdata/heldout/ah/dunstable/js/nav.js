// Marks the navigation link of the section the page belongs to.
(function () {
  var here = location.pathname;
  Array.prototype.forEach.call(document.querySelectorAll('header nav a'), function (a) {
    var href = a.getAttribute('href');
    var dir = href.replace(/[^\/]*$/, '');
    if (href === here || (dir !== '/' && here.indexOf(dir) === 0)) a.classList.add('current');
  });
})();
