stickybits('.site-header');
(function () {
  var el = document.querySelector('.last-visit');
  var prev = localStorage.getItem('owvr-last-visit');
  if (el && prev) el.textContent = 'Last visit ' + vagueTime.get({ from: Date.now(), to: +prev });
  localStorage.setItem('owvr-last-visit', String(Date.now()));
})();
