// "Your last visit": read, then overwritten with now, on every visit (localForage).
(function () {
  var out = document.getElementById('last-visit');
  localforage.config({ name: 'dunstable-lane', storeName: 'visitor' });
  localforage.getItem('last-visit').then(function (last) {
    if (out && last) {
      out.textContent = 'You last read this page on ' + new Date(last).toLocaleDateString('en-GB',
        { weekday: 'long', day: 'numeric', month: 'long' }) + '.';
    }
    return localforage.setItem('last-visit', new Date().toISOString());
  }).catch(function () {});
})();
