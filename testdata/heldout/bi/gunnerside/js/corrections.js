// corrections.js - the corrections page, from data/corrections.xml.
// Peggy types the headlines in small letters, string.js tidies them.
(function () {
  var box = document.getElementById('corrections');
  var xhr = new XMLHttpRequest();
  xhr.open('GET', 'data/corrections.xml');
  xhr.onload = function () {
    var doc = xhr.responseXML || new DOMParser().parseFromString(xhr.responseText, 'application/xml');
    var list = doc.getElementsByTagName('correction');
    var out = '';
    for (var i = 0; i < list.length; i++) {
      var c = list[i];
      var head = S(c.getElementsByTagName('headline')[0].textContent).collapseWhitespace().titleCase().s;
      var text = S(c.getElementsByTagName('text')[0].textContent).collapseWhitespace().s;
      out += '<div class="correction"><h2>' + S(head).escapeHTML().s + '</h2>' +
        '<p class="small">Issue ' + c.getAttribute('issue') + ', page ' + c.getAttribute('page') +
        '; corrected in issue ' + c.getAttribute('printed') + '</p>' +
        '<p>' + S(text).escapeHTML().s + '</p></div>';
    }
    box.innerHTML = out;
  };
  xhr.send();
})();
