// Shows what is closed or changed in this gallery. The gallery's number
// is the data-room attribute of the page's <html>; the notices of all
// galleries are one XML file, converted with xml-js (compact form).
(function () {
  var room = document.documentElement.getAttribute('data-room');
  var box = document.querySelector('.gallery-status');
  if (!room || !box) return;
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  fetch('/data/gallery-status.xml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var doc = xml2js(text, { compact: true, trim: true });
      var rooms = [].concat(doc.galleries.room || []);
      var r = rooms.filter(function (x) { return x._attributes.number === room; })[0];
      if (!r) return;
      var d = r.until._text.split('-');
      var h = document.createElement('h2');
      h.textContent = 'In this gallery now';
      var p1 = document.createElement('p');
      p1.textContent = r.message._text;
      var p2 = document.createElement('p');
      p2.textContent = r.detail._text;
      var p3 = document.createElement('p');
      p3.textContent = 'Until ' + Number(d[2]) + ' ' + months[Number(d[1]) - 1] + '.';
      box.append(h, p1, p2, p3);
    });
})();
