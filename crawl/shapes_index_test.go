package crawl

import (
	"fmt"
	"strings"
	"testing"
)

// A search index's table of terms is one entry of thousands of fields,
// each a name: no record of a page, it has no shape, and its names are
// not each given the thousands of fields (which took minutes of CPU for
// one page whose script fetched GHC's index).
func TestEntryShapesOfASearchIndex(t *testing.T) {
	var terms, docs []string
	for i := range 6000 {
		terms = append(terms, fmt.Sprintf(`term%d:[%d,%d]`, i, i%7, i%11))
	}
	for i := range 40 {
		docs = append(docs, fmt.Sprintf(`"page%d"`, i))
	}
	body := `Search.setIndex({docnames:[` + strings.Join(docs, ",") + `],objtypes:{0:"std:label",1:"std:option"},terms:{` + strings.Join(terms, ",") + `},titles:[` + strings.Join(docs, ",") + `],titleterms:{` + strings.Join(terms[:600], ",") + `}})`
	shapes := entryShapes([]Fetch{{URL: "http://docs.test/searchindex.js", Status: 200, Bytes: len(body), Body: []byte(body)}})
	for n, s := range shapes {
		if strings.Count(s, ",") > maxShapeFields {
			t.Fatalf("name %q has a shape of %d fields", n, strings.Count(s, ","))
		}
	}
}
