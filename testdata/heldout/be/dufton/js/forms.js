/* forms.js - input masks on the membership and volunteer forms so the
   phone number and membership number come in the same shape every time.
   The mask is in each input's data-mask. */

DFR.ready(function () {
  var inputs = document.querySelectorAll('input[data-mask]');
  for (var i = 0; i < inputs.length; i++) {
    Inputmask({ mask: inputs[i].getAttribute('data-mask'), showMaskOnHover: false }).mask(inputs[i]);
  }
});
