// <launch-report ref="..."> is only defined once the service log has arrived
import { h, render } from 'fre';

function dur(m) {
  var h = Math.floor(m / 60), mm = m % 60, out = [];
  if (h) out.push(h + ' hour' + (h === 1 ? '' : 's'));
  if (mm) out.push(mm + ' minute' + (mm === 1 ? '' : 's'));
  return out.join(' ');
}

fetch('/data/launches.json')
  .then((r) => r.json())
  .then((log) => new Promise((done) => setTimeout(() => done(log), 400)))
  .then((log) => {
    customElements.define('launch-report', class extends HTMLElement {
      connectedCallback() {
        const l = log[this.getAttribute('ref')];
        if (!l) return;
        render(h('section', { class: 'service-log' },
          h('h2', null, 'Service log'),
          h('p', null, 'Paged at ' + l.paged + ', launched at ' + l.launched + ', on service for ' + dur(l.minutes) + '.'),
          h('p', null, l.story + '.'),
          h('p', { class: 'note' }, 'Boat: ' + l.boat + '. Crew: ' + l.crew.join(', ') + '.')), this);
      }
    });
  });
