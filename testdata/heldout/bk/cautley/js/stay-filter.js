// stay-filter.js - the Pods / Hut / Pitches buttons on the where to stay page.
// Shuffle.js does the moving about; each card has data-groups in the HTML.
(function () {
  var Shuffle = window.Shuffle;
  var element = document.getElementById('units');
  if (!Shuffle || !element) return;
  var shuffleInstance = new Shuffle(element, {
    itemSelector: '.card',
    speed: 300
  });
  var buttons = document.querySelectorAll('.filters button');
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener('click', function () {
      for (var j = 0; j < buttons.length; j++) buttons[j].className = '';
      this.className = 'on';
      var group = this.getAttribute('data-filter');
      shuffleInstance.filter(group === 'all' ? Shuffle.ALL_ITEMS : group);
    });
  }
})();
