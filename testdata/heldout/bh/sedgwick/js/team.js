/* team.js - builds the staff list from data/staff.json so Sandra and
   Janet can send me changes without me touching the page.
   Template is the <script type="text/x-vash"> block on team.html. */
(function () {
  var out = document.getElementById('team');
  var tpl = vash.compile(document.getElementById('team-tpl').innerHTML);
  unfetch('data/staff.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      out.innerHTML = tpl(data);
    })
    .catch(function () {
      out.innerHTML = '<p>Sorry, the staff list could not be loaded. Please ask at the counter.</p>';
    });
})();
