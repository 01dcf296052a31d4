// The "How to find the hall" dialog on the contact page (a11y-dialog).
// The dialog's text is in the page; this only opens and closes it.
(function () {
  var el = document.getElementById('directions');
  if (el) new A11yDialog(el);
})();
