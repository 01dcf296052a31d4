// News posts: a photo slider (Glide) where there is one, and a reading
// progress bar. Changes no words.
if (document.querySelector('.glide')) {
  new Glide('.glide', { type: 'slider', perView: 1, gap: 0 }).mount();
}
(function () {
  var bar = document.querySelector('.progress');
  function update() {
    var h = document.documentElement.scrollHeight - innerHeight;
    bar.style.width = (h > 0 ? (scrollY / h) * 100 : 100) + '%';
  }
  addEventListener('scroll', update, { passive: true });
  update();
})();
