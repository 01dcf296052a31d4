/* trade-notice.js - puts Margaret's notice for a pub at the top of its page.

   data/accounts.toml is Margaret's list of trade accounts (she writes it in
   Notepad, I upload it). Most accounts have notice = "" and then nothing
   shows. The page is matched on the postcode, which is the last line of the
   <address> in the "Find it" box - pub names change, postcodes don't.
   Parsed with toml-j0.4 (lib/toml-browser.js, the global is `toml`). */
(function () {
  var me = document.currentScript ? document.currentScript.src : location.href;
  var slot = document.getElementById('trade-notice');
  var addr = document.querySelector('aside address');
  if (!slot || !addr || !window.toml) return;

  function squash(pc) { return String(pc || '').toUpperCase().replace(/\s+/g, ''); }
  var m = addr.textContent.match(/[A-Z]{1,2}[0-9][0-9A-Z]?\s*[0-9][A-Z]{2}\s*$/i);
  if (!m) return;
  var postcode = squash(m[0]);

  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  fetch(new URL('../data/accounts.toml', me))
    .then(function (r) {
      if (!r.ok) throw new Error('accounts.toml ' + r.status);
      return r.text();
    })
    .then(function (src) {
      var data = toml.parse(src);
      var acct = (data.account || []).filter(function (a) { return squash(a.postcode) === postcode; })[0];
      if (!acct || !acct.notice || !acct.notice.trim()) return;
      var paras = acct.notice.trim().split(/\n\s*\n/);
      var html = '<h2>Notice</h2>';
      paras.forEach(function (p) { html += '<p>' + esc(p.replace(/\s+/g, ' ')) + '</p>'; });
      html += '<p class="small">Margaret Hodgson, trade accounts' + (data.checked ? ', ' + esc(data.checked) : '') + '</p>';
      slot.className = 'trade-notice';
      slot.innerHTML = html;
    })
    .catch(function (e) {
      if (window.console) console.log('trade-notice:', e);
    });
})();
