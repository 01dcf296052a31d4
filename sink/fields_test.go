package sink_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/rendercrawl/render/sink"
	"github.com/rendercrawl/render/webpage"
)

func TestFieldsChooseKeys(t *testing.T) {
	rec := &sink.Record{URL: "http://a/", Content: webpage.Content{Status: 200, Title: "<A & B>", HTML: "<p>x</p>", Links: []string{"http://a/b"}}}
	for _, tc := range []struct {
		name, keep, omit string
		want             []string // keys, in order
	}{
		{"keep", "title,status,url", "", []string{"url", "status", "title"}},
		{"keep an omitempty key that is empty", "url,markdown", "", []string{"url"}},
		{"omit", "", "html,requests,text", nil},
		{"keep and omit", "url,html,links", "html", []string{"url", "links"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := sink.ParseFields(tc.keep, tc.omit)
			if err != nil {
				t.Fatal(err)
			}
			b, err := f.Marshal(rec)
			if err != nil {
				t.Fatal(err)
			}
			keys := jsonKeys(t, b)
			want := tc.want
			if want == nil {
				full, _ := sink.Fields{}.Marshal(rec)
				want = slices.DeleteFunc(jsonKeys(t, full), func(k string) bool { return k == "html" || k == "requests" || k == "text" })
			}
			if !slices.Equal(keys, want) {
				t.Errorf("keys %q, want %q\n%s", keys, want, b)
			}
			if f.Has("title") && !json.Valid(b) {
				t.Errorf("not JSON: %s", b)
			}
		})
	}
	if b, _ := (sink.Fields{}).Marshal(rec); !json.Valid(b) || string(b[:1]) != "{" {
		t.Errorf("all keys: %s", b)
	}
	var fe *sink.FieldsError
	if _, err := sink.ParseFields("url,nope", ""); !errors.As(err, &fe) || fe.Key != "nope" {
		t.Errorf("unknown key: %v", err)
	}
}

// jsonKeys are the top-level keys of a JSON object, in order.
func jsonKeys(t *testing.T, b []byte) []string {
	t.Helper()
	dec := json.NewDecoder(bytesReader(b))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }
