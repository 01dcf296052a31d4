/* filter buttons on the sponsors page (kit / boards / match ball) */
var mixer = mixitup('.sponsor-grid', {
  animation: { duration: 250 }
});
