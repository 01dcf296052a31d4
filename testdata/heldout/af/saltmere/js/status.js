// Today's status line on the home page: the loader emits "status" on the
// bus and the view writes it.
import { bus, load } from '/js/bus.js';

bus.on('status', s => {
  document.getElementById('status').textContent =
    `${s.state}: water ${s.water}, ${s.lanes} until ${s.until}.`;
});
load('status', '/data/status.json');
