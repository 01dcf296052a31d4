// Turn the email addresses in the text into mailto links (linkify-element).
// Keith, Jan 2024
document.querySelectorAll('.linkify').forEach(function (el) {
  linkifyElement(el, { defaultProtocol: 'https' });
});
