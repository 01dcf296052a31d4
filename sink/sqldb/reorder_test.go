package sqldb

import "testing"

// The objects inside a record's lists get their keys back in the order
// the JSON Lines sink writes them: jsonb orders them by length.
func TestRowJSONPutsTheOrderBackInsideLists(t *testing.T) {
	row := Row{URL: "u", Record: []byte(`{"url": "u", "requests": [{"url": "x", "size": 1, "type": "Image", "extra": true, "method": "GET"}], ` +
		`"console": [{"url": "", "line": 1, "text": "boom", "type": "error", "column": 2}], "html": "", "text": ""}`)}
	got, err := row.JSON()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"url":"u","text":"","html":"","console":[{"type":"error","text":"boom","url":"","line":1,"column":2}],` +
		`"requests":[{"url":"x","method":"GET","type":"Image","size":1,"extra":true}]}`
	if string(got) != want {
		t.Errorf("JSON = %s\nwant %s", got, want)
	}
}
