package sink_test

import (
	"bytes"
	"encoding"
	"encoding/json"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
)

// recordDoc is the one page that documents the record's JSON.
const recordDoc = "../docs/record.md"

// docField is a row of a field table in recordDoc: a table whose header
// starts with "field".
type docField struct {
	line                  int
	typ, present, example string
}

// goField is a key of the record's JSON, as encoding/json writes it;
// the keys of nested objects are path.key, those of objects in a list
// path[].key.
type goField struct {
	path      string
	typ       reflect.Type
	omitempty bool
}

// jsonFields lists the keys encoding/json writes for a struct type, in
// order, with those of nested objects.
func jsonFields(t reflect.Type, prefix string) []goField {
	var out []goField
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" {
			if st := deref(f.Type); st.Kind() == reflect.Struct {
				out = append(out, jsonFields(st, prefix)...)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		optional := strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,")
		out = append(out, goField{prefix + name, f.Type, optional})
		if elem, list := objectOf(f.Type); elem != nil {
			sub := prefix + name
			if list {
				sub += "[]"
			}
			out = append(out, jsonFields(elem, sub+".")...)
		}
	}
	return out
}

func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

// marshalsItself reports whether t (or *t) writes its own JSON.
func marshalsItself(t reflect.Type) bool {
	for _, m := range []reflect.Type{marshalerType, textMarshalerType} {
		if t.Implements(m) || reflect.PointerTo(t).Implements(m) {
			return true
		}
	}
	return false
}

// objectOf returns the struct type whose keys a field of type t writes,
// directly or as the elements of a list, or nil.
func objectOf(t reflect.Type) (elem reflect.Type, list bool) {
	t = deref(t)
	if t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
		t, list = deref(t.Elem()), true
	}
	if t.Kind() != reflect.Struct || marshalsItself(t) {
		return nil, false
	}
	return t, list
}

// jsonType is the JSON type a Go type encodes to, or "" when it cannot
// be told from the type (an interface, a type with its own MarshalJSON).
func jsonType(t reflect.Type) string {
	t = deref(t)
	switch {
	case t == reflect.TypeFor[time.Time]():
		return "string"
	case t.Implements(marshalerType) || reflect.PointerTo(t).Implements(marshalerType):
		return ""
	case t.Implements(textMarshalerType) || reflect.PointerTo(t).Implements(textMarshalerType):
		return "string"
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "integer"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return "string" // base64
		}
		return "array"
	case reflect.Map, reflect.Struct:
		return "object"
	}
	return ""
}

// kindOfJSON is the JSON type of a decoded value.
func kindOfJSON(v any) string {
	switch v := v.(type) {
	case string:
		return "string"
	case bool:
		return "boolean"
	case json.Number:
		if strings.ContainsAny(v.String(), ".eE") {
			return "number"
		}
		return "integer"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return "null"
}

var (
	fieldCell = regexp.MustCompile("^`([^`]+)`$")
	codeSpan  = regexp.MustCompile("`([^`]+)`")
)

// tableCells splits a Markdown table row; \| is a | inside a cell.
func tableCells(line string) []string {
	line = strings.Trim(strings.TrimSpace(line), "|")
	cells := strings.Split(strings.ReplaceAll(line, `\|`, "\x00"), "|")
	for i, c := range cells {
		cells[i] = strings.TrimSpace(strings.ReplaceAll(c, "\x00", "|"))
	}
	return cells
}

// readDocFields reads the field tables of recordDoc.
func readDocFields(t *testing.T, doc []byte) map[string]docField {
	t.Helper()
	fields := map[string]docField{}
	var col map[string]int // the current field table's columns, by header
	inTable := false
	for n, line := range strings.Split(string(doc), "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), "|") {
			inTable, col = false, nil
			continue
		}
		cells := tableCells(line)
		if !inTable {
			inTable = true
			if strings.EqualFold(cells[0], "field") {
				col = map[string]int{}
				for i, h := range cells {
					col[strings.ToLower(h)] = i
				}
			}
			continue
		}
		if col == nil || strings.Trim(cells[0], "-: ") == "" {
			continue
		}
		m := fieldCell.FindStringSubmatch(cells[0])
		if m == nil || len(cells) != len(col) {
			t.Errorf("%s:%d: a field row is | `name` | then %d cells: %q", recordDoc, n+1, len(col)-1, line)
			continue
		}
		if _, dup := fields[m[1]]; dup {
			t.Errorf("%s:%d: %s documented twice", recordDoc, n+1, m[1])
		}
		fields[m[1]] = docField{line: n + 1, typ: cells[col["type"]], present: cells[col["present"]], example: cells[col["example"]]}
	}
	return fields
}

// checkDocField holds a documented field to its Go definition: its type,
// when it is present, and an example that is JSON of that type.
func checkDocField(t *testing.T, g goField, d docField) {
	t.Helper()
	at := func(format string, args ...any) {
		t.Errorf("%s:%d: %s: "+format, append([]any{recordDoc, d.line, g.path}, args...)...)
	}
	want := jsonType(g.typ)
	if d.typ == "" || (want != "" && !strings.HasPrefix(strings.ToLower(d.typ), want)) {
		at("type %q, but it encodes as %s", d.typ, orElse(want, "anything"))
	}
	always := strings.EqualFold(d.present, "always")
	switch {
	case d.present == "":
		at("no \"present\": say always or when")
	case g.omitempty && always:
		at("present always, but it is omitempty: say when it is present")
	case !g.omitempty && !always:
		at("present %q, but it is in every record (no omitempty): say always", d.present)
	}
	m := codeSpan.FindStringSubmatch(d.example)
	if m == nil {
		at("no example: want a JSON value in `backticks`")
		return
	}
	dec := json.NewDecoder(strings.NewReader(m[1]))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		at("example %s is not JSON: %v", m[1], err)
	} else if got := kindOfJSON(v); want != "" && got != want {
		at("example %s is a JSON %s, want %s", m[1], got, want)
	}
}

func orElse(s, empty string) string {
	if s == "" {
		return empty
	}
	return s
}

func TestRecordDocListsEveryField(t *testing.T) {
	doc, err := os.ReadFile(recordDoc)
	if err != nil {
		t.Fatal(err)
	}
	documented := readDocFields(t, doc)
	inGo := jsonFields(reflect.TypeFor[sink.Record](), "")
	if len(inGo) < 20 {
		t.Fatalf("found %d JSON keys in sink.Record; the reflection lost some", len(inGo))
	}
	for _, g := range inGo {
		d, ok := documented[g.path]
		if !ok {
			t.Errorf("%s: field %s of sink.Record is not documented: add a row to its table", recordDoc, g.path)
			continue
		}
		checkDocField(t, g, d)
		delete(documented, g.path)
	}
	for name, d := range documented {
		t.Errorf("%s:%d: %s is documented, but sink.Record has no such field", recordDoc, d.line, name)
	}
}

// TestRecordDocExamplesDecode holds the example records to the current
// schema: a key that no longer exists fails.
func TestRecordDocExamplesDecode(t *testing.T) {
	doc, err := os.ReadFile(recordDoc)
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```json\n(.*?)```").FindAllSubmatch(doc, -1)
	n := 0
	for _, b := range blocks {
		for line := range bytes.Lines(b[1]) {
			dec := json.NewDecoder(bytes.NewReader(line))
			dec.DisallowUnknownFields()
			var rec sink.Record
			if err := dec.Decode(&rec); err != nil {
				t.Errorf("%s: example record %.60s...: %v", recordDoc, line, err)
			}
			n++
		}
	}
	if n == 0 {
		t.Errorf("%s has no example records in a json block", recordDoc)
	}
}
