package sink_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/sink"
)

// recordSchema is the JSON Schema of the record, made from sink.Record
// and the meanings in docs/record.md.
const recordSchema = "../docs/record.schema.json"

var updateSchema = flag.Bool("update-schema", false, "rewrite docs/record.schema.json from sink.Record and docs/record.md")

// The schema in docs/ is the one sink.Record and docs/record.md make
// (go test ./sink -update-schema rewrites it).
func TestRecordSchemaIsCurrent(t *testing.T) {
	want, err := json.MarshalIndent(makeSchema(t), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	want = append(want, '\n')
	got, _ := os.ReadFile(recordSchema)
	if bytes.Equal(got, want) {
		return
	}
	if *updateSchema {
		if err := os.WriteFile(recordSchema, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s is not the schema of sink.Record: run go test ./sink -run TestRecordSchemaIsCurrent -update-schema", recordSchema)
}

func makeSchema(t *testing.T) map[string]any {
	meanings := docMeanings(t)
	s := objectSchema(reflect.TypeFor[sink.Record](), "", meanings)
	s["$schema"] = "https://json-schema.org/draft/2020-12/schema"
	s["$id"] = "https://github.com/rendercrawl/render/docs/record.schema.json"
	s["title"] = "render record"
	s["description"] = "One line of render's JSON Lines output: the result for one URL (docs/record.md). With --fields or --omit, a record has only the keys chosen: validate it against this schema without its required list."
	return s
}

// docMeanings are the meanings of docs/record.md's field rows, by key
// path (meta.lang, console[].type).
func docMeanings(t *testing.T) map[string]string {
	doc, err := os.ReadFile(recordDoc)
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile("^`([a-z_.\\[\\]]+)`$")
	out := map[string]string{}
	for line := range strings.Lines(string(doc)) {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), " | ")
		if len(cells) < 5 {
			continue
		}
		if m := key.FindStringSubmatch(strings.TrimSpace(cells[0])); m != nil {
			out[m[1]] = strings.TrimSpace(strings.Join(cells[3:len(cells)-1], " | "))
		}
	}
	return out
}

func objectSchema(t reflect.Type, prefix string, meanings map[string]string) map[string]any {
	props := map[string]any{}
	required := []string{}
	for _, f := range reflect.VisibleFields(t) {
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() || f.Anonymous {
			continue // an embedded struct's fields are visible too
		}
		if name == "" {
			name = f.Name
		}
		s := typeSchema(f.Type, prefix+name, meanings)
		if d := meanings[prefix+name]; d != "" {
			s["description"] = d
		}
		props[name] = s
		if !strings.Contains(","+opts+",", ",omitempty,") {
			required = append(required, name)
		}
	}
	if t == reflect.TypeFor[sink.Record]() {
		// The record's keys, in the order it writes them.
		keys := sink.RecordKeys()
		slices.SortStableFunc(required, func(a, b string) int { return slices.Index(keys, a) - slices.Index(keys, b) })
	}
	return map[string]any{"type": "object", "properties": props, "required": required, "additionalProperties": false}
}

func typeSchema(t reflect.Type, path string, meanings map[string]string) map[string]any {
	switch {
	case t == reflect.TypeFor[time.Time]():
		return map[string]any{"type": "string", "format": "date-time"}
	case t == reflect.TypeFor[json.RawMessage]():
		return map[string]any{} // any JSON, null included
	}
	switch t.Kind() {
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return map[string]any{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return map[string]any{"type": "number"}
	case reflect.Slice:
		return map[string]any{"type": []string{"array", "null"}, "items": typeSchema(t.Elem(), path+"[]", meanings)}
	case reflect.Map:
		return map[string]any{"type": []string{"object", "null"}, "additionalProperties": typeSchema(t.Elem(), path+".*", meanings)}
	case reflect.Pointer:
		return typeSchema(t.Elem(), path, meanings)
	case reflect.Struct:
		return objectSchema(t, path+".", meanings)
	}
	return map[string]any{}
}
