// Landing pages: the Home key scrolls smoothly back to the top, and a gentle
// fade-in of the section list. Changes no words.
document.addEventListener('keydown', function (e) {
  if (e.key === 'Home' && !e.target.closest('input, textarea')) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }
});
document.querySelectorAll('.section-list li').forEach(function (li, i) {
  li.style.transition = 'opacity .3s ' + (i * 40) + 'ms';
});
