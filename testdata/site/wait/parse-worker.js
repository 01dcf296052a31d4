// A worker that "parses a specification", as OpenAPI renderers do: asked
// with {ms, fetch, chunked}, it fetches the document first if fetch names
// one, parses for ms milliseconds (in one go, or in 50 ms slices with a
// timer between them if chunked), and answers with what it found. A
// message with {log} is only noted: it gets no answer.
const doc = JSON.stringify({ paths: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: 'op' + i, tags: ['a', 'b'] })) });
let rounds = 0;
function slice(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    JSON.parse(doc);
    rounds++;
  }
}
function parse(ms, chunked) {
  if (!chunked) {
    slice(ms);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const end = performance.now() + ms;
    const step = () => {
      slice(Math.min(50, end - performance.now()));
      if (performance.now() < end) setTimeout(step, 0); else resolve();
    };
    step();
  });
}
onmessage = async (e) => {
  if (e.data.log) return;
  if (e.data.fetch) await (await fetch(e.data.fetch)).text();
  await parse(e.data.ms, e.data.chunked);
  postMessage({ title: 'Parsed specification', rounds: rounds });
};
