/* site.js - bits every page of the DFR site uses.
   Alan Bousfield, webmaster. Kept to plain old JavaScript on purpose:
   the booking office PC still runs an old browser (hence the Promise
   polyfill loaded before this file). */

var DFR = DFR || {};

(function () {
  // Work out where the site root is from this script's own address,
  // so pages in sub-folders can find ../data/ without me typing it.
  var scripts = document.getElementsByTagName('script');
  var me = scripts[scripts.length - 1].getAttribute('src');
  DFR.root = me.replace(/js\/site\.js.*$/, '');

  DFR.months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  DFR.days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

  // Fetch a text file from the site (data files live in /data).
  DFR.get = function (path) {
    return new Promise(function (resolve, reject) {
      var xhr = new XMLHttpRequest();
      xhr.open('GET', DFR.root + path);
      xhr.onload = function () {
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(xhr.responseText);
        } else {
          reject(new Error(path + ': ' + xhr.status));
        }
      };
      xhr.onerror = function () { reject(new Error(path + ': network')); };
      xhr.send();
    });
  };

  DFR.esc = function (s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;')
      .replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };

  // "2025-05-03" -> Date at midnight UTC (UTC so the day never slips)
  DFR.parseDay = function (iso) {
    var p = iso.split('-');
    return new Date(Date.UTC(+p[0], +p[1] - 1, +p[2]));
  };

  // Date -> "Saturday 3 May 2025"
  DFR.longDay = function (d, noYear) {
    var s = DFR.days[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + DFR.months[d.getUTCMonth()];
    return noYear ? s : s + ' ' + d.getUTCFullYear();
  };

  DFR.ready = function (fn) {
    if (document.readyState !== 'loading') {
      fn();
    } else {
      document.addEventListener('DOMContentLoaded', fn);
    }
  };

  // Underline the section we are in on the menu bar.
  DFR.ready(function () {
    var here = location.pathname;
    var links = document.querySelectorAll('#nav a');
    for (var i = 0; i < links.length; i++) {
      var sect = links[i].getAttribute('data-section');
      if (sect && here.indexOf('/' + sect + '/') !== -1) {
        links[i].className += ' here';
      }
    }
    // Wide tables get a thin scrollbar that doesn't take up room on a
    // phone, if the page loaded OverlayScrollbars.
    if (window.OverlayScrollbarsGlobal) {
      var boxes = document.querySelectorAll('.scroller');
      for (var j = 0; j < boxes.length; j++) {
        OverlayScrollbarsGlobal.OverlayScrollbars(boxes[j], {});
      }
    }
  });
}());
