/* trips.js - puts any notice from the booking system at the top of a trip page.
   Jack set PaddleBook to export departures.json.gz every night and upload it to
   data/. It stays gzipped (that is how PaddleBook sends it), and pako unzips it here.
   The trip is matched on its name in the <h1>, which must be spelt exactly as it is
   in PaddleBook (PaddleBook has it in capitals). */
(function () {
  var box = document.getElementById('booking-news');
  var heading = document.querySelector('h1');
  if (!box || !heading) return;

  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  fetch('../data/departures.json.gz')
    .then(function (r) {
      if (!r.ok) throw new Error('departures ' + r.status);
      return r.arrayBuffer();
    })
    .then(function (buf) {
      var bytes = new Uint8Array(buf);
      var text;
      if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
        text = pako.ungzip(bytes, { to: 'string' });
      } else {
        // some hosts unzip it on the way out
        text = new TextDecoder('utf-8').decode(bytes);
      }
      var data = JSON.parse(text);
      var name = heading.textContent.replace(/\s+/g, ' ').trim().toUpperCase();
      var trip = null;
      for (var i = 0; i < data.trips.length; i++) {
        if (data.trips[i].trip_name === name) trip = data.trips[i];
      }
      if (!trip || !trip.web_notice) return;
      box.innerHTML = '<p class="notice"><strong>From the booking desk:</strong> ' +
        esc(trip.web_notice) + '</p>';
    })
    .catch(function (e) {
      if (window.console) console.log('no booking notice: ' + e.message);
    });
})();
