// A greeting that depends on where the visitor came from (no referrer,
// another page of this site, or another site), then the Sunday buses.
(function () {
  var out = document.getElementById('arrival');
  if (!out) return;
  var ref = document.referrer;
  var greeting;
  if (!ref) {
    greeting = 'Planning your first visit? The Sunday bus is the easiest way to the start of most walks.';
  } else if (ref.indexOf(location.origin) === 0) {
    greeting = 'Coming on a club walk? Check the meeting point on the programme, then the bus below.';
  } else {
    var host = ref.replace(/^[a-z]+:\/\//, '').replace(/\/.*$/, '');
    greeting = 'Welcome, visitor from ' + host + '. The Sunday bus is the easiest way to the start of most walks.';
  }
  out.textContent = greeting;
  Papa.parse('/data/buses.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      var ul = document.createElement('ul');
      ul.className = 'buses';
      res.data.forEach(function (b) {
        var li = document.createElement('li');
        li.textContent = 'The ' + b.service + ' leaves ' + b.from + ' at ' + b.dep + ' and reaches ' +
          b.to + ' at ' + b.arr + ' on ' + b.days + '.';
        ul.appendChild(li);
      });
      out.parentNode.insertBefore(ul, out.nextSibling);
    }
  });
})();
