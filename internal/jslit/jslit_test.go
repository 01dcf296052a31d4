package jslit

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestLiteral(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"global", "// Generated weekly.\nwindow.WAITING = {\n  \"heart-failure\": {\"weeks\": 3}\n};\n", `{
  "heart-failure": {"weeks": 3}
}`},
		{"var, bare keys, single quotes", "var ROUTES = [{id: 'PEL-KLW', days: [1, 3]}]", "[{id: 'PEL-KLW', days: [1, 3]}]"},
		{"JSONP", "statusBoard({\"flights\": []});", `{"flights": []}`},
		{"const, trailing comment", "const A = {a: 1};\n// end\n", "{a: 1}"},
		{"code after the literal", "window.A = {a: 1}; init();", ""},
		{"a function in the literal", "var M = {init: function () { go() }};", ""},
		{"a call", "jQuery(document).ready(function () {})", ""},
		{"a library", "!function(e){e.x=1}(this);", ""},
		{"a template string", "var A = [`a ${b}`];", ""},
		{"a name as a value", "var A = {a: b};", ""},
		{"no literal", "var A = 3;", ""},
		{"a module's default", "// Tools.\nexport default {\n  'brake-pads': {minutes: 20}\n};\n", "{\n  'brake-pads': {minutes: 20}\n}"},
		{"a module's const", "export const STOPS = ['a', 'b'];", "['a', 'b']"},
		{"a module's code", "export default function () {}", ""},
		{"a module's import", "import x from './x.js'; export default {a: x};", ""},
	} {
		got, ok := Literal(tc.src)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("%s: Literal = %q, %v; want %q", tc.name, got, ok, tc.want)
		}
	}
}

func TestWalk(t *testing.T) {
	var got, keys []string
	ok := Walk(`{"heart-failure": {weeks: 3, updated: '2024-09-02', note: "It\u2019s \"fine\""}, list: [1.5, -2, null, true], 4 : {"x" :1}}`, func(s string, key bool) bool {
		got = append(got, s)
		if key {
			keys = append(keys, s)
		}
		return true
	})
	want := []string{"heart-failure", "weeks", "3", "updated", "2024-09-02", "note", "It’s \"fine\"", "list", "2", "4", "x", "1"}
	if !ok || !slices.Equal(got, want) {
		t.Errorf("Walk: %v, %q; want true, %q", ok, got, want)
	}
	if wantKeys := []string{"heart-failure", "weeks", "updated", "note", "list", "4", "x"}; !slices.Equal(keys, wantKeys) {
		t.Errorf("Walk's keys: %q, want %q", keys, wantKeys)
	}
	n := 0
	if Walk(`["a", "b", "c"]`, func(string, bool) bool { n++; return n < 2 }) || n != 2 {
		t.Errorf("Walk went on after add said stop (%d strings)", n)
	}
}

func TestJSONType(t *testing.T) {
	for _, tc := range []struct {
		t    string
		want bool
	}{
		{"application/json", true},
		{" Application/JSON; charset=utf-8", true},
		{"text/json", true},
		{"application/ld+json", true},
		{"application/vnd.api+json;ext=bulk", true},
		{"text/javascript", false},
		{"application/jsonp", false},
		{"", false},
	} {
		if got := JSONType(tc.t); got != tc.want {
			t.Errorf("JSONType(%q) = %v, want %v", tc.t, got, tc.want)
		}
	}
}

func TestValue(t *testing.T) {
	for _, tc := range []struct {
		lit, want string // want: the value as JSON; "" for not a literal
	}{
		{`{"a": 1}`, `{"a":1}`},
		{"{\n  // note: \"\" means nothing to say\n  'bread-and-milk': { note: \"\", back: '' },\n  ice: {note: 'It\\'s broken', back: undefined}, // trailing\n  4: [1.5, -2, null, true,],\n}", `{"4":[1.5,-2,null,true],"bread-and-milk":{"back":"","note":""},"ice":{"back":null,"note":"It's broken"}}`},
		{`[]`, `[]`},
		{`{a: b}`, ""},
		{`{a: 1} x`, ""},
		{`[1,, 2]`, ""},
		{`{a: 0x1F}`, ""},
		{`{a: 1`, ""},
		{strings.Repeat("[", 300) + strings.Repeat("]", 300), ""},
	} {
		v, ok := Value(tc.lit)
		if tc.want == "" {
			if ok {
				t.Errorf("Value(%q) = %v, true; want not a literal", tc.lit, v)
			}
			continue
		}
		b, err := json.Marshal(v)
		if !ok || err != nil || string(b) != tc.want {
			t.Errorf("Value(%q) = %s, %v (%v); want %s", tc.lit, b, ok, err, tc.want)
		}
	}
}
