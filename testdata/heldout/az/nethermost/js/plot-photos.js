// plot-photos.js: the photo strip on each plot page, made swipeable with keen-slider.
// The photos and captions are in the page already; this only moves them.
document.querySelectorAll('.photos').forEach((strip) => {
  const track = strip.querySelector('.keen-slider');
  if (!track) return;
  const slider = new KeenSlider(track, {
    loop: true,
    slides: { perView: 1.15, spacing: 12 },
    breakpoints: { '(min-width: 720px)': { slides: { perView: 2.1, spacing: 16 } } },
  });
  const prev = strip.querySelector('.photos-prev');
  const next = strip.querySelector('.photos-next');
  if (prev) prev.addEventListener('click', () => slider.prev());
  if (next) next.addEventListener('click', () => slider.next());
});
