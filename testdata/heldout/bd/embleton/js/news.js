// news.js - little touches on the news pages.
// The apple by the headline draws itself (Vivus), and the photo strip
// gets a tidy scrollbar from SimpleBar via its data-simplebar attribute.
(function () {
  if (document.getElementById('post-mark')) {
    new Vivus('post-mark', { duration: 80, type: 'delayed' });
  }
})();
