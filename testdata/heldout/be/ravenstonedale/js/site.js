// site.js - on every page. Smooth scrolling for the "Back to top" links.
document.addEventListener('DOMContentLoaded', function () {
  new SweetScroll({ trigger: 'a[data-scroll]', duration: 600 });
}, false);
