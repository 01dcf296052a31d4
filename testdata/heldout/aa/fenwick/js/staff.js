var BIO_TEMPLATE = '<section class="bio"><h2>About {{name}}</h2><p>{{name}} teaches {{instr}} and trained at {{trained}}. {{bio}}</p><p>Teaching at Fenwick for {{years}} years. Away from lessons: {{likes}}.</p></section>';
customElements.define('staff-bio', class extends HTMLElement {
  connectedCallback() {
    var el = this;
    document.addEventListener('DOMContentLoaded', function () {
      var id = document.querySelector('meta[name="staff-id"]').content;
      fetch('/data/staff.json').then(function (r) { return r.json(); }).then(function (all) {
        if (all[id]) el.innerHTML = templayed(BIO_TEMPLATE)(all[id]);
      });
    });
  }
});
