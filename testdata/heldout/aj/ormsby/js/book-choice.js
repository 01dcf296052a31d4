// Shows the book chosen for the group's next meeting. The meeting's date is
// the datetime of the page's <time class="next-meeting">; the choices for
// every group are one JSON file keyed by date, rendered with Nunjucks.
(function () {
  var time = document.querySelector('time.next-meeting');
  var box = document.querySelector('.book-choice');
  if (!time || !box) return;
  var date = time.getAttribute('datetime').slice(0, 10);
  var template =
    '<h2>The book for this meeting</h2>' +
    '<p>{{ title }} by {{ author }}, first published in {{ year }}.</p>' +
    '{% if copies %}<p>{{ copies }} copies are on the reading group shelf behind the counter.</p>{% endif %}' +
    '<p>{{ note }}</p>';
  fetch('/data/book-choices.json')
    .then(function (r) { return r.json(); })
    .then(function (choices) {
      var choice = choices[date];
      if (!choice) return;
      box.innerHTML = nunjucks.renderString(template, choice);
    });
})();
