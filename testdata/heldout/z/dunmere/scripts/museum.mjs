import { produce } from '/lib/immer.mjs';
let state = { theme: 'light', visits: 0 };
export function update(fn) { state = produce(state, fn); return state; }
export function get() { return state; }
if (window.Darkmode) {
  const dm = new window.Darkmode({ bottom: '24px', right: '24px', label: '', saveInCookies: false, autoMatchOsTheme: false });
  dm.showWidget();
  update(d => { d.theme = dm.isActivated() ? 'dark' : 'light'; });
}
update(d => { d.visits += 1; });
