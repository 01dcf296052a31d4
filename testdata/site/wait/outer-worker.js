// A worker that starts a worker of its own and hands on what it says.
const inner = new Worker('/wait/inner-worker.js');
inner.onmessage = (e) => postMessage(e.data);
