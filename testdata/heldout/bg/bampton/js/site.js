// site.js - bits that every ordinary page does. Huw, 2016 (tidied 2023)
(function () {
  // underline the section we are in
  var here = location.pathname.split('/');
  var section = here.length > 2 ? here[here.length - 2] : '';
  var links = document.querySelectorAll('.masthead nav a');
  for (var i = 0; i < links.length; i++) {
    var bits = links[i].pathname.split('/');
    var target = bits.length > 2 ? bits[bits.length - 2] : '';
    if (links[i].pathname === location.pathname || (section && target === section)) {
      links[i].className = 'current';
    }
  }
  // the round "back to top" button (vanilla-back-to-top)
  if (window.addBackToTop) {
    addBackToTop({ diameter: 44, backgroundColor: '#7a1f2b', textColor: '#fff' });
  }
})();
