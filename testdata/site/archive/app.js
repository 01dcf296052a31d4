// The archive fixture app: a page shows what its JSON
// (/archive/api/PAGE.json) holds, and says whether its stylesheet
// applied. Its marker is in the JSON only, so that a replay shows it only
// when the script, the API call and the page all came from the archive.
(function () {
  const app = document.getElementById('app');
  const page = document.body.dataset.page;
  fetch('/archive/api/' + page + '.json')
    .then((r) => r.json())
    .then((d) => {
      document.title = d.title;
      app.textContent = '';
      const h = document.createElement('h1');
      h.textContent = d.title;
      const marker = document.createElement('p');
      marker.id = 'marker';
      marker.textContent = d.marker;
      const style = document.createElement('p');
      style.className = 'styled';
      app.append(h, marker, style);
      style.textContent = getComputedStyle(style).color === 'rgb(1, 2, 3)' ? 'STYLE-' + 'APPLIED' : 'STYLE-' + 'MISSING';
      for (const next of d.links) {
        const a = document.createElement('a');
        a.href = next;
        a.textContent = next;
        app.append(a, document.createTextNode(' '));
      }
    });
})();
