const md = `### Newly catalogued this month

Volunteers have finished listing two more boxes from the store:

* [Sound recordings of clay workers](/galleries/clay.html), made in the 1960s
* [Copybooks from the Board School](/galleries/schoolroom.html), 1880 to 1905
* [Carnival photographs](/galleries/chapel-and-community.html) from the coronation year
`;
document.addEventListener('DOMContentLoaded', () => {
  document.querySelector('.recent-notes').innerHTML = window.kramed(md);
});
if (document.readyState !== 'loading') document.querySelector('.recent-notes').innerHTML = window.kramed(md);
