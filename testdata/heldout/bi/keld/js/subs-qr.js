/* QR codes for paying subs by bank transfer - scan with your banking app */
document.querySelectorAll('.qr').forEach(function (el) {
  el.appendChild(kjua({
    render: 'svg',
    size: 140,
    text: 'KELD AND UPPER SWALE AFC | 40-11-62 | 31840927 | ' + el.getAttribute('data-ref')
  }));
});
