/* FAQ: fold the answers away so the questions fit on a phone screen. */
(function () {
  if (!window.Accordion) return;
  new Accordion('.accordion-container', { duration: 250, showMultiple: true });
})();
