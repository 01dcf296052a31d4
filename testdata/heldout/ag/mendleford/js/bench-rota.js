// <bench-rota date="..."> is defined once the rota is confirmed: a moment after load
(function () {
  var row = stage0.h`<li>#line</li>`;
  function who(n) { return n.length === 1 ? n[0] : n.slice(0, -1).join(', ') + ' and ' + n[n.length - 1]; }
  window.addEventListener('load', function () {
    setTimeout(function () {
      fetch('/data/benches.json').then(function (r) { return r.json(); }).then(function (all) {
        customElements.define('bench-rota', class extends HTMLElement {
          connectedCallback() {
            var list = all[this.getAttribute('date')];
            if (!list) return;
            var ul = document.createElement('ul');
            list.forEach(function (b) {
              var li = row.cloneNode(true);
              row.collect(li).line.nodeValue = b[0] + ' bench: ' + who(b[1]);
              ul.appendChild(li);
            });
            this.appendChild(ul);
          }
        });
      });
    }, 1200);
  });
})();
