/* Click a photo to see it big (history page and news posts). VenoBox 2. */
new VenoBox({
  selector: '.venobox',
  numeration: true,
  infinigall: true,
  spinner: 'flow',
  titleattr: 'title'
});
