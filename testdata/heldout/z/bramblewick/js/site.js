(function ($) {
  $(function () {
    $('.nav-toggle').on('click', function () {
      var open = $(this).attr('aria-expanded') === 'true';
      $(this).attr('aria-expanded', open ? 'false' : 'true');
      $('#main-nav').toggleClass('is-open');
    });
    if (window.JustValidate && document.querySelector('#newsletter')) {
      new JustValidate('#newsletter', { errorLabelCssClass: 'field-error' })
        .addField('#nl-email', [{ rule: 'required' }, { rule: 'email' }])
        .onSuccess(function (ev) { ev.target.classList.add('sent'); });
    }
  });
})(window.cash);
