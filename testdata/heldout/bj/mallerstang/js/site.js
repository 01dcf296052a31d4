/* site.js - runs on every page.  H.R. 2019, browser bit added by Tom 2024 */
(function () {
  var html = document.documentElement;

  // Tom: tag the browser so the stylesheet can fix the menu on the old
  // church iPad (Safari 9) and on Margaret's Kindle.
  if (window.bowser) {
    var b = bowser.getParser(window.navigator.userAgent);
    var name = (b.getBrowserName(true) || 'unknown').replace(/[^a-z0-9]+/g, '-');
    var os = (b.getOSName(true) || 'unknown').replace(/[^a-z0-9]+/g, '-');
    html.className += ' browser-' + name + ' os-' + os;
    if (b.satisfies({ safari: '<10', 'amazon silk': '>0' })) {
      html.className += ' old-browser';
    }
  }
  html.className += ' js';

  // underline the menu item for the part of the site we are in
  var path = window.location.pathname;
  var links = document.querySelectorAll('#nav a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href').replace(/^(\.\.\/)+/, '');
    var dir = href.indexOf('/') > 0 ? '/' + href.split('/')[0] + '/' : null;
    if ((dir && path.indexOf(dir) >= 0) || (!dir && path.slice(-href.length - 1) === '/' + href)) {
      links[i].className = 'here';
    }
  }
})();
