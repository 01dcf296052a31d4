package sqldb

import (
	"reflect"
	"testing"
)

// The requests column takes the record's field named "requests" in JSON,
// whatever its Go name, once the record has one.
func TestJSONFieldIndexFindsAFieldByItsJSONName(t *testing.T) {
	type rec struct {
		URL  string   `json:"url"`
		Reqs []string `json:"requests,omitempty"`
		Skip string   `json:"-"`
	}
	if got := jsonFieldIndex(reflect.TypeFor[rec](), "requests"); len(got) != 1 || got[0] != 1 {
		t.Errorf("index of requests = %v, want [1]", got)
	}
	if got := jsonFieldIndex(reflect.TypeFor[rec](), "missing"); got != nil {
		t.Errorf("index of a missing field = %v, want nil", got)
	}
	if got := jsonNames(reflect.TypeFor[rec]()); len(got) != 2 || got[0] != "url" || got[1] != "requests" {
		t.Errorf("jsonNames = %v", got)
	}
}
