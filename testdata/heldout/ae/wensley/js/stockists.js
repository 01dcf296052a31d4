/* Stockist list held in this script, rendered into <stockist-list>. */
(function () {
  var SHOPS = [
    { name: 'The Knitting Nook', town: 'Hawes', phone: '01969 667 210', days: 'Tuesday to Saturday' },
    { name: 'Fleece and Friends', town: 'Kirkby Stephen', phone: '017683 71 904', days: 'Monday to Saturday' },
    { name: 'Purl by the Swale', town: 'Richmond', phone: '01748 826 553', days: 'Wednesday to Sunday' },
    { name: 'Ravelled Sleeve', town: 'Sedbergh', phone: '015396 20 118', days: 'Thursday to Saturday' }
  ];
  customElements.define('stockist-list', class extends HTMLElement {
    connectedCallback() {
      this.innerHTML = '<ul class="stockists"><li rv-each-s="shops"><strong>{ s.name }, { s.town }</strong>' +
        ' <span>telephone { s.phone }, open { s.days }</span></li></ul>';
      tinybind.bind(this, { shops: SHOPS });
    }
  });
})();
