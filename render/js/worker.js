// Installed in a dedicated or shared worker when render attaches to it (the
// worker's own script has started by then). A worker changes nothing on
// screen itself: what counts is whether it is at work, that is whether its
// thread was busy for LONG ms or more within the quiet window -- one long
// task (a message handled in one go) or many short ones (work cut in
// slices run by timers). It records the tasks it can time: timers, and
// the tasks that start with a message. A task still running needs no
// record: render's question waits behind it.
(() => {
  if (Object.prototype.hasOwnProperty.call(self, '__renderWorker')) return;
  const LONG = 50;
  const S = self;
  const now = () => performance.now();
  // tasks holds [end, duration] of the recent tasks, oldest first.
  const st = { tasks: [] };
  const oSetTimeout = S.setTimeout, oSetInterval = S.setInterval;
  const record = (t0) => {
    const t1 = now();
    if (t1 - t0 < 1) return;
    st.tasks.push([t1, t1 - t0]);
    if (st.tasks.length > 256) st.tasks.splice(0, st.tasks.length - 256);
  };

  // timed runs fn as a task that counts.
  const timed = (fn, self_, args) => {
    const t0 = now();
    try {
      return fn.apply(self_, args);
    } finally {
      record(t0);
    }
  };
  // A task that starts with a message (or a connection to a shared
  // worker) is timed by a timer queued behind it.
  const measure = () => {
    const t0 = now();
    oSetTimeout.call(S, () => record(t0), 0);
  };
  S.addEventListener('message', measure, true);
  S.addEventListener('connect', measure, true);

  // Timers run their callbacks as timed tasks.
  S.setTimeout = function (fn, ms, ...args) {
    if (typeof fn !== 'function') return oSetTimeout.call(S, fn, ms, ...args);
    return oSetTimeout.call(S, function () { return timed(fn, this, arguments); }, ms, ...args);
  };
  S.setInterval = function (fn, ms, ...args) {
    if (typeof fn !== 'function') return oSetInterval.call(S, fn, ms, ...args);
    return oSetInterval.call(S, function () { return timed(fn, this, arguments); }, ms, ...args);
  };

  // __renderWorker returns how many more ms the worker must stay idle to
  // count as quiet: 0 if its tasks within the last win ms took less than
  // LONG in all, else the time until enough of them have left the window.
  Object.defineProperty(S, '__renderWorker', {
    value: (win) => {
      const t = now();
      while (st.tasks.length && st.tasks[0][0] <= t - win) st.tasks.shift();
      let busy = 0;
      for (const [, d] of st.tasks) busy += d;
      let i = 0;
      while (busy >= LONG) busy -= st.tasks[i++][1];
      return i === 0 ? 0 : Math.max(1, Math.ceil(st.tasks[i - 1][0] + win - t));
    },
    enumerable: false,
  });
})();
