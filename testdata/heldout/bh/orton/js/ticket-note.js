/* ticket-note.js - puts a line under the date when an event is nearly
   full, sold out or has moved. data/tickets.json is typed up from the
   ticket book; the key is the booking ref printed at the foot of the page. */
(function () {
  var ref = document.querySelector('.booking code');
  var box = document.getElementById('ticket-note');
  if (!ref || !box) return;
  ref = ref.textContent.trim();

  var xhr = new XMLHttpRequest();
  xhr.open('GET', '../data/tickets.json');
  xhr.onload = function () {
    var book = JSON.parse(xhr.responseText).events;
    var ev = book[ref];
    if (!ev) return;
    var msg = '';
    if (ev.status === 'few') {
      msg = 'Only ' + ev.left + ' seats are left for this event, so ring the shop soon if you want one.';
    } else if (ev.status === 'sold out') {
      msg = 'This event is sold out, but we keep a returns list at the till and most people on it get a seat in the end.';
    } else if (ev.status === 'moved') {
      msg = 'Because so many tickets have gone, this event has moved to ' + ev.venue + '. Tickets you have already bought are still valid.';
    }
    if (msg) {
      box.textContent = msg;
      box.hidden = false;
    }
  };
  xhr.send();
})();
