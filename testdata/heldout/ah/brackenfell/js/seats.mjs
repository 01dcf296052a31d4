// Next free seat: data/seats.yaml (js-yaml) into a Redux store; one line under the booking rules.
import { createStore } from '/lib/redux.browser.mjs';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const asDate = v => (v instanceof Date ? v : new Date(`${v}T00:00:00Z`));
const long = v => { const d = asDate(v); return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };

function reducer(state = { seats: 0, days: [], loaded: false }, action) {
  switch (action.type) {
    case 'seats/loaded':
      return { seats: action.seats, days: action.days, loaded: true };
    default:
      return state;
  }
}

function firstFree(state) {
  for (const day of state.days) {
    for (const session of ['morning', 'afternoon']) {
      if (day[session] > 0) return { date: day.date, session, free: day[session] };
    }
  }
  return null;
}

const store = createStore(reducer);
const line = document.querySelector('p.next-seat');
store.subscribe(() => {
  const state = store.getState();
  const next = state.loaded && firstFree(state);
  if (line && next) {
    line.textContent = `Next free seat: ${long(next.date)}, ${next.session} session (${next.free} of ${state.seats} seats free).`;
  }
});

const text = await fetch('/data/seats.yaml').then(r => r.text());
const data = jsyaml.load(text);
store.dispatch({ type: 'seats/loaded', seats: data.seats, days: data.days });
