// Tries every combination of up to d.most of each ticket for each party and
// keeps the cheapest that seats everyone.
var WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function seats(tickets, counts, party) {
  var a = party.adults, s = party.seniors, c = party.children;
  var aOnly = 0, sOnly = 0, cOnly = 0, flex = 0, any = 0;
  for (var i = 0; i < tickets.length; i++) {
    var k = counts[i];
    if (!k) continue;
    var t = tickets[i].covers;
    aOnly += k * (t.adult || 0);
    sOnly += k * (t.senior || 0);
    cOnly += k * (t.child || 0);
    flex += k * (t.adult_or_senior || 0);
    any += k * (t.anyone || 0);
  }
  var sLeft = Math.max(0, s - sOnly), aLeft = Math.max(0, a - aOnly), cLeft = Math.max(0, c - cOnly);
  var grown = sLeft + aLeft;
  var grownLeft = Math.max(0, grown - flex);
  return grownLeft + cLeft <= any;
}

function describe(tickets, counts) {
  var parts = [];
  for (var i = 0; i < tickets.length; i++) {
    if (!counts[i]) continue;
    parts.push(WORDS[counts[i]] + ' ' + (counts[i] > 1 ? tickets[i].plural : tickets[i].name));
  }
  return parts.length < 2 ? parts.join('') : parts.slice(0, -1).join(', ') + ' and ' + parts[parts.length - 1];
}

onmessage = function (e) {
  var d = e.data, tickets = d.tickets, n = tickets.length, out = [];
  d.parties.forEach(function (party) {
    var counts = new Array(n).fill(0), best = null, bestPrice = Infinity;
    for (;;) {
      var price = 0;
      for (var i = 0; i < n; i++) price += counts[i] * tickets[i].pence;
      if (price < bestPrice && seats(tickets, counts, party)) { bestPrice = price; best = counts.slice(); }
      var j = 0;
      while (j < n && counts[j] === d.most) { counts[j] = 0; j++; }
      if (j === n) break;
      counts[j]++;
    }
    out.push({ party: party.label, tickets: describe(tickets, best), price: '\u00a3' + (bestPrice / 100).toFixed(2) });
  });
  postMessage(out);
};
