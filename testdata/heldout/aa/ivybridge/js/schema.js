import { object, string, number, array, record, optional, defaulted, create, pattern, size } from '/lib/superstruct.mjs';
export const Show = object({ date: pattern(string(), /^\d{4}-\d{2}-\d{2}$/), time: pattern(string(), /^\d{2}:\d{2}$/), screen: defaulted(string(), 'Main'), price: number() });
export const Screenings = record(string(), object({ cert: string(), runtime: number(), shows: size(array(Show), 1, 20) }));
export const Films = record(string(), object({ title: string(), year: number(), url: string() }));
export { create };
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function when(s) {
  const d = new Date(s.date + 'T00:00:00');
  const [h, m] = s.time.split(':').map(Number);
  const clock = (h > 12 ? h - 12 : h) + (m ? '.' + String(m).padStart(2, '0') : '') + (h >= 12 ? 'pm' : 'am');
  return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' at ' + clock;
}
