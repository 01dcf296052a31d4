document.addEventListener('DOMContentLoaded', function () { smartquotes(document.querySelector('main')); });
