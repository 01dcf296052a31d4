// Landing pages: a turning driving wheel beside the heading (lottie-web,
// drawn from /anim/wheel.json) and the feather icons on the home page.
(function () {
  var box = document.querySelector('.wheel[data-anim]');
  if (box && window.lottie) {
    lottie.loadAnimation({ container: box, renderer: 'svg', loop: true, autoplay: true, path: box.getAttribute('data-anim') });
  }
  if (window.feather) feather.replace({ width: 20, height: 20 });
})();
