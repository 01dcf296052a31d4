// Evaluated (a promise) in a rendered page before its screenshot, as a
// function of (limitMs). It resolves once no CSS animation, CSS transition
// or script animation of the document that ends within limitMs of the call
// is running (a slide deck's route change slides the new slide in), or
// after limitMs. An animation that runs longer (a spinner, reveal.js'
// arrow that bounces 50 times over 100 s) is not waited for, nor is one
// paused. It resolves to true when nothing it waited for was left running.
(async (limit) => {
  const end = performance.now() + limit;
  // ending: the running animations that end before the limit does.
  const ending = () => {
    const left = end - performance.now();
    return document.getAnimations().filter((a) => {
      if (a.playState !== 'running' || !a.effect || !a.playbackRate) return false;
      const t = a.effect.getComputedTiming();
      if (t.localTime === null) return false;
      const rest = (a.playbackRate > 0 ? t.endTime - t.localTime : t.localTime) / Math.abs(a.playbackRate);
      return Number.isFinite(rest) && rest <= left;
    });
  };
  for (;;) {
    const now = ending();
    if (now.length === 0) return true;
    const left = end - performance.now();
    if (left <= 0) return false;
    // An animation cancelled rejects its finished promise: allSettled.
    await Promise.race([
      Promise.allSettled(now.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, left)),
    ]);
  }
})
