// A worker that fetches its data as it starts, before any message (the
// notice board of a page, read the moment the worker runs), and hands it
// on from a timer it sets as it starts.
const notice = fetch('/wait/notice.json').then((r) => r.json());
setTimeout(() => notice.then((d) => postMessage(d.notice)), 50);
