// news-fade.js - little slide-up as news items come into view (ScrollOut sets data-scroll)
ScrollOut({
  once: true
});
