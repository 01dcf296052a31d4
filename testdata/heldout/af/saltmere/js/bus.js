// One event bus for the page's scripts (EventEmitter2, loaded as a global
// by the classic script before the modules run).
export const bus = new EventEmitter2();

export async function load(name, url) {
  const res = await fetch(url);
  bus.emit(name, await res.json());
}
