package sink

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Fields chooses the keys of a record's JSON (--fields, --omit): the
// zero value keeps every key. Keys are the record's top-level JSON
// names (docs/record.md).
type Fields struct {
	keep, omit map[string]bool
}

// FieldsError names a key that is not one of the record's.
type FieldsError struct{ Key string }

func (e *FieldsError) Error() string {
	return fmt.Sprintf("sink: %q is not a key of the record (see docs/record.md)", e.Key)
}

// RecordKeys are the record's top-level JSON keys, in the order they
// are written.
func RecordKeys() []string { return slices.Clone(recordKeys) }

var recordKeys, recordIndex = func() ([]string, map[string]int) {
	t := reflect.TypeFor[recordWire]()
	var keys []string
	index := map[string]int{}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == "-" || name == "" {
			continue
		}
		keys = append(keys, name)
		index[name] = i
	}
	return keys, index
}()

// ParseFields makes a Fields from comma-separated lists of keys to keep
// (all when empty) and to leave out; a key that is not the record's is
// a *FieldsError.
func ParseFields(keep, omit string) (Fields, error) {
	var f Fields
	var err error
	if f.keep, err = keySet(keep); err != nil {
		return Fields{}, err
	}
	if f.omit, err = keySet(omit); err != nil {
		return Fields{}, err
	}
	return f, nil
}

func keySet(list string) (map[string]bool, error) {
	var set map[string]bool
	for k := range strings.SplitSeq(list, ",") {
		if k = strings.TrimSpace(k); k == "" {
			continue
		}
		if _, ok := recordIndex[k]; !ok {
			return nil, &FieldsError{Key: k}
		}
		if set == nil {
			set = map[string]bool{}
		}
		set[k] = true
	}
	return set, nil
}

// All reports whether f keeps every key.
func (f Fields) All() bool { return f.keep == nil && f.omit == nil }

// Has reports whether f keeps key.
func (f Fields) Has(key string) bool {
	return (f.keep == nil || f.keep[key]) && !f.omit[key]
}

// Marshal is the JSON of r with f's keys only, in the record's order,
// HTML characters as they are; an omitempty key with an empty value is
// left out as encoding/json leaves it out.
func (f Fields) Marshal(r *Record) ([]byte, error) {
	var w recordWire
	r.fillWire(&w)
	if f.All() {
		return encodeJSON(&w)
	}
	rv := reflect.ValueOf(&w).Elem()
	t := rv.Type()
	var b bytes.Buffer
	b.WriteByte('{')
	for _, k := range recordKeys {
		if !f.Has(k) {
			continue
		}
		i := recordIndex[k]
		v := rv.Field(i)
		if strings.Contains(t.Field(i).Tag.Get("json"), ",omitempty") && emptyJSON(v) {
			continue
		}
		val, err := encodeJSON(v.Interface())
		if err != nil {
			return nil, err
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		key, _ := json.Marshal(k)
		b.Write(key)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// emptyJSON is encoding/json's omitempty test.
func emptyJSON(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String, reflect.Slice, reflect.Map, reflect.Array:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	}
	return false
}
