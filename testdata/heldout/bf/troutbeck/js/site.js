/* site.js - the small things that happen on every page.
   Neil Rigg, 2023. Needs lib/web-animations.min.js loaded first for older
   browsers (the iPad in the taproom is on iOS 12 and won't update). */
(function () {
  // underline the part of the site you are in
  var here = location.pathname;
  if (here.charAt(here.length - 1) === '/') here += 'index.html';
  var links = document.querySelectorAll('.mainnav a');
  for (var i = 0; i < links.length; i++) {
    var path = links[i].pathname;
    var dir = path.replace(/[^\/]*$/, '');
    if (path === here || (dir !== '/' && here.indexOf(dir) === 0)) {
      links[i].className = 'here';
    }
  }

  // the hop in the header gives a little swing as the page opens
  var hop = document.querySelector('.masthead .hop');
  if (hop && hop.animate) {
    hop.style.transformOrigin = '50% 0';
    hop.animate([
      { transform: 'rotate(0deg)' },
      { transform: 'rotate(-14deg)' },
      { transform: 'rotate(9deg)' },
      { transform: 'rotate(-4deg)' },
      { transform: 'rotate(0deg)' }
    ], { duration: 1600, easing: 'ease-in-out' });
  }

  // pictures fade in rather than popping
  var pics = document.querySelectorAll('main img');
  for (var j = 0; j < pics.length; j++) {
    if (pics[j].animate) {
      pics[j].animate([{ opacity: 0 }, { opacity: 1 }], { duration: 700, fill: 'backwards' });
    }
  }
})();
