/* photos.js - bigger pictures on click (halkaBox) */
if (window.halkaBox) {
  halkaBox.options({ hideButtons: true, animation: 'fade' });
  halkaBox.run('fair-photos');
  halkaBox.run('hb-single');
}
