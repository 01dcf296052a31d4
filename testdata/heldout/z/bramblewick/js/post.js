(function ($) {
  $(function () {
    $('.copy-link').on('click', function () {
      var url = location.origin + $(this).attr('data-href');
      if (navigator.clipboard) navigator.clipboard.writeText(url);
      $(this).addClass('copied');
    });
    if (document.querySelector('.comment-form')) {
      new JustValidate('.comment-form').addField('#c-name', [{ rule: 'required' }]).addField('#c-msg', [{ rule: 'required' }, { rule: 'minLength', value: 3 }]);
    }
  });
})(window.cash);
