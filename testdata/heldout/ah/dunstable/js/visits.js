// Counts this browser's visits to the home page (localForage).
(function () {
  var out = document.getElementById('visits');
  localforage.config({ name: 'dunstable-lane', storeName: 'visitor' });
  localforage.getItem('visits').then(function (n) {
    n = (+n || 0) + 1;
    if (out) out.textContent = String(n);
    return localforage.setItem('visits', n);
  }).catch(function () {});
})();
