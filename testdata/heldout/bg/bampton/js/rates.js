// rates.js - the membership rates from data/rates.json, which Ros edits
// each January after the trustees' meeting.
(function () {
  var box = document.getElementById('rates');
  fetch('../data/rates.json').then(function (r) { return r.json(); }).then(function (data) {
    var html = '<ul class="rate-list">';
    data.rates.forEach(function (r) {
      html += '<li>' + s.capitalize(r.name) + ' membership for ' + s.escapeHTML(r.who) + ' costs &pound;' +
        s.numberFormat(r.price, 2) + (r.once ? ', paid once.' : ' a year.') + '</li>';
    });
    html += '</ul>';
    html += '<p class="small">' + s.escapeHTML(data.note) + ' Rates set at the ' + s.escapeHTML(data.set_by) + '.</p>';
    box.innerHTML = html;
  });
})();
