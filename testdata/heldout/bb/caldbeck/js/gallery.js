/* Photos open full size in Fancybox (see the fancybox docs: bind to data-fancybox). */
Fancybox.bind('[data-fancybox]', {
  Hash: false
});
