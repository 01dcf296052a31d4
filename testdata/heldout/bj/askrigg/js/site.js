/* site.js - little bits that run on every page of the Askrigg Water site.
   Ruth Harker, 2024. */
(function () {
  // "Back to top" links glide up instead of jumping (moveTo library, see lib/)
  var moveTo = new MoveTo({ duration: 600 });
  var tops = document.getElementsByClassName('top');
  for (var i = 0; i < tops.length; i++) {
    moveTo.registerTrigger(tops[i]);
  }

  // On a phone, make the phone number in the footer something you can tap to ring
  if (window.isMobile && isMobile.phone) {
    var tels = document.querySelectorAll('span.tel');
    for (var j = 0; j < tels.length; j++) {
      var a = document.createElement('a');
      a.href = 'tel:+441969650218';
      a.textContent = tels[j].textContent;
      tels[j].textContent = '';
      tels[j].appendChild(a);
    }
  }

  // underline the menu item for the section we are in
  var here = location.pathname;
  var links = document.querySelectorAll('#nav a');
  for (var k = 0; k < links.length; k++) {
    var p = links[k].pathname;
    var dir = p.replace(/index\.html$/, '');
    if (p === here || (dir !== '/' && here.indexOf(dir) === 0)) {
      links[k].className = 'here';
    }
  }
})();
