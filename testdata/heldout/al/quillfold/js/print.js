document.querySelector('.print-page').addEventListener('click', function () { window.print(); });
