// Kit posts: the latest check of this box. The box's grid reference is in the
// prose ("at NY 229 127"); the check log (data/kit-checks.xml) names each box
// by its reference in lower case without spaces (ny229127).
Zepto(function ($) {
  var box = $('.kit-check');
  var m = $('.kit-post').text().match(/\b(N[A-Z])\s*(\d{3})\s*(\d{3})\b/);
  if (!box.length || !m) return;
  var ref = (m[1] + m[2] + m[3]).toLowerCase();
  $.ajax({
    url: '/data/kit-checks.xml',
    dataType: 'xml',
    success: function (doc) {
      var post = $(doc).find('post').filter(function () { return this.getAttribute('ref') === ref; });
      if (!post.length) return;
      box.append($('<h2>').text('Latest box check'));
      box.append($('<p>').text(post.find('checked').text()));
      box.append($('<p>').text(post.find('found').text()));
      box.append($('<p>').text(post.find('next').text()));
    }
  });
});
