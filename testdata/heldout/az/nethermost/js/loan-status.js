// loan-status.js: where a library item is now, from the library desk's weekly export
// (data/library.json). The item is the one whose barcode the page's label carries.
// Items that are simply on the shelf show nothing.
(async function () {
  const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                  'August', 'September', 'October', 'November', 'December'];
  const day = (iso) => {
    const d = new Date(iso + 'T12:00:00Z');
    return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear();
  };

  const label = document.querySelector('svg.barcode[jsbarcode-value]');
  const slot = document.querySelector('.loan-status');
  if (!label || !slot) return;
  const barcode = label.getAttribute('jsbarcode-value');

  const data = await fetch('/data/library.json').then((r) => r.json());
  const item = R.indexBy(R.prop('barcode'), data.items)[barcode];
  if (!item) return;

  const waitingLine = (n) => n === 1 ? 'One more member has asked for it next.'
    : n > 1 ? n + ' more members have asked for it next.' : null;

  const lines = R.cond([
    [R.propEq('out', 'status'), (it) => ['Out on loan, due back on ' + day(it.due) + '.', waitingLine(it.waiting || 0)]],
    [R.propEq('booked', 'status'), (it) => ['Booked for ' + it.for + ' on ' + day(it.from) + '.']],
    [R.propEq('low', 'status'), (it) => ['Only ' + it.packets + ' packets left in the seed tin.']],
    [R.propEq('repair', 'status'), (it) => ['Away for repair, expected back on ' + day(it.back) + '.']],
    [R.T, R.always(null)],
  ])(item);
  if (!lines) return;

  const h2 = document.createElement('h2');
  h2.textContent = 'At the library shed';
  slot.append(h2);
  R.reject(R.isNil, [...lines, item.note || null]).forEach((text) => {
    const p = document.createElement('p');
    p.textContent = text;
    slot.append(p);
  });
})().catch((err) => console.warn('loan status:', err));
