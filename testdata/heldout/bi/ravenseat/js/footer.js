/* footer.js - Lorna, 2019
   makes the email address in the footer clickable. anchorme finds it
   in the text and wraps it in a mailto link, so I only type it once. */
(function () {
  var p = document.querySelector('#footer .contact');
  if (p && window.anchorme) {
    p.innerHTML = anchorme(p.innerHTML);
  }
})();
