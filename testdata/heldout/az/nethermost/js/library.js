// library.js: draws the barcode printed on each library item's label (JsBarcode),
// so a page can be held up to the scanner at the shed like the label itself.
JsBarcode('.barcode').init();
