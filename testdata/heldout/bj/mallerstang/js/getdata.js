/* getdata.js - fetch a data file, giving up after 10 seconds so a page
   never hangs on the tower's mobile signal.  AbortController comes from the
   polyfill on older browsers. */
function getData(url) {
  var ctl = new AbortController();
  var timer = setTimeout(function () { ctl.abort(); }, 10000);
  return fetch(url, { signal: ctl.signal }).then(function (res) {
    clearTimeout(timer);
    if (!res.ok) { throw new Error(url + ' answered ' + res.status); }
    return res.text();
  });
}

var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];

// "2025-03-06" -> "6 March 2025" (no Date objects, so no time zone surprises)
function longDate(iso) {
  var p = iso.split('-');
  return parseInt(p[2], 10) + ' ' + MONTHS[parseInt(p[1], 10) - 1] + ' ' + p[0];
}
