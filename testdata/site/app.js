// A small history-routed app: /spa/N fetches /api/item/N and renders it.
(function () {
  const root = document.getElementById('root');
  root.textContent = 'Loading...';
  function render(id) {
    fetch('/api/item/' + id)
      .then((r) => r.json())
      .then((item) => {
        document.title = item.title;
        root.innerHTML = '';
        const h = document.createElement('h1');
        h.textContent = item.title;
        const p = document.createElement('p');
        p.id = 'marker';
        p.textContent = item.marker;
        const body = document.createElement('div');
        body.className = 'body';
        body.textContent = item.body;
        root.append(h, p, body);
        for (const next of item.links) {
          const a = document.createElement('a');
          a.href = next;
          a.textContent = 'item ' + next;
          a.addEventListener('click', (e) => {
            e.preventDefault();
            history.pushState({}, '', next);
            render(next.split('/').pop());
          });
          root.append(a, document.createTextNode(' '));
        }
        for (let i = 0; i < item.images; i++) {
          const img = document.createElement('img');
          img.src = '/asset/img/' + id + '-' + i + '.png';
          img.alt = '';
          root.append(img);
        }
      });
  }
  render(location.pathname.split('/').pop() || '1');
})();
