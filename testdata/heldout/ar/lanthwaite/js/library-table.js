/* Repertoire lists: sortable, searchable, ten to a page.
   simple-datatables, labels shortened to fit on a phone. -- J.H. 2022 */
document.querySelectorAll('table.library').forEach(function (table) {
  new simpleDatatables.DataTable(table, {
    perPage: 10,
    perPageSelect: false,
    labels: {
      placeholder: 'Search',
      searchTitle: 'Search this list',
      noRows: 'None',
      noResults: 'No match',
      info: '{start}-{end} of {rows}'
    }
  });
});
