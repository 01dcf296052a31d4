// A shared worker that parses for the milliseconds each port asks, in one
// go, and answers that port.
const doc = JSON.stringify({ paths: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: 'op' + i })) });
onconnect = (e) => {
  const port = e.ports[0];
  port.onmessage = (m) => {
    const end = performance.now() + m.data.ms;
    let rounds = 0;
    while (performance.now() < end) {
      JSON.parse(doc);
      rounds++;
    }
    port.postMessage({ title: 'Parsed by a shared worker', rounds: rounds });
  };
};
