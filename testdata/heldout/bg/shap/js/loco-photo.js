/* Click a loco photo to see it bigger. Uses hystModal. */
var photoModal = new HystModal({
  linkAttributeName: "data-hystmodal"
});
