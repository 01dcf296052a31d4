/* Workshop programme from the mill office's JSON file. */
document.addEventListener('DOMContentLoaded', function () {
  var host = document.querySelector('[data-feed="workshops"]');
  if (!host) return;
  tinybind.formatters.gbp = function (v) { return moneyFormatter.format('GBP', v); };
  setTimeout(function () {
    fetch('/data/workshops.json').then(function (r) { return r.json(); }).then(function (list) {
      host.innerHTML = '<h2>Coming up</h2><div class="ws" rv-each-w="list"><h3>{ w.title }</h3>' +
        '<p class="when">{ w.day }, { w.time }, { w.price | gbp } per person</p><p>{ w.note }</p></div>';
      tinybind.bind(host, { list: list });
    });
  }, 400);
});
