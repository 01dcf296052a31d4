package sqldb

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"time"

	"github.com/rendercrawl/render/sink"
)

// Row is one record as the pages and fetches tables hold it.
type Row struct {
	CrawlID   string
	URL       string
	FinalURL  string
	Status    int
	Mode      string
	Reason    string
	Title     string
	Text      string
	HTML      string
	Error     string
	ErrorKind string
	FetchedAt time.Time // UTC
	ElapsedMS int64
	Depth     int
	// Links is the record's links as JSON; Requests the record's
	// "requests" field as JSON, nil when records have no such field.
	Links    []byte
	Requests []byte
	// Record is the whole record as JSON, with "html" and "text" empty:
	// they are in their columns, once.
	Record []byte

	// Read back only: when the URL was first written, and how many
	// fetches wrote it.
	FirstSeen  time.Time
	FetchCount int
}

// Columns are the columns Write fills, in the order of Args.
var Columns = []string{
	"crawl_id", "url", "final_url", "status", "mode", "reason", "title", "text", "html",
	"error", "error_kind", "fetched_at", "elapsed_ms", "depth", "links", "requests", "record",
}

// Args are the row's values in the order of Columns; ts converts a time
// to what the backend stores, js a JSON document (nil stays nil).
func (r *Row) Args(ts func(time.Time) any, js func([]byte) any) []any {
	return []any{
		r.CrawlID, r.URL, r.FinalURL, r.Status, r.Mode, r.Reason, r.Title, r.Text, r.HTML,
		r.Error, r.ErrorKind, ts(r.FetchedAt), r.ElapsedMS, r.Depth, js(r.Links), js(r.Requests), js(r.Record),
	}
}

// size is about what the row holds in memory, to bound the queue.
func (r *Row) size() int64 {
	return int64(len(r.URL) + len(r.FinalURL) + len(r.Title) + len(r.Text) + len(r.HTML) +
		len(r.Error) + len(r.Links) + len(r.Requests) + len(r.Record) + 256)
}

// requestsField is the index of the Record field whose JSON name is
// "requests", or nil when Record has none.
var requestsField = jsonFieldIndex(reflect.TypeFor[sink.Record](), "requests")

func jsonFieldIndex(t reflect.Type, name string) []int {
	for _, f := range reflect.VisibleFields(t) {
		tag, _, _ := bytes.Cut([]byte(f.Tag.Get("json")), []byte(","))
		if !f.Anonymous && string(tag) == name {
			return f.Index
		}
	}
	return nil
}

// NewRow makes the row of rec in crawl crawlID.
func NewRow(crawlID string, rec *sink.Record) (Row, error) {
	return newRow(crawlID, rec, sink.Fields{})
}

// newRow makes the row of rec with the keys fields keeps: a column of a
// key left out is empty (NULL for requests), and the key is not in the
// stored record.
func newRow(crawlID string, rec *sink.Record, fields sink.Fields) (Row, error) {
	if !fields.All() {
		lean := *rec
		if !fields.Has("html") {
			lean.HTML = ""
		}
		if !fields.Has("text") {
			lean.Text = ""
		}
		if !fields.Has("title") {
			lean.Title = ""
		}
		if !fields.Has("links") {
			lean.Links = nil
		}
		if !fields.Has("requests") {
			lean.Requests = nil
		}
		rec = &lean
	}
	r := Row{
		CrawlID: crawlID, URL: rec.URL, FinalURL: rec.FinalURL, Status: rec.Status,
		Mode: rec.Mode, Reason: rec.Reason, Title: rec.Title, Text: rec.Text, HTML: rec.HTML,
		Error: rec.Error, ErrorKind: rec.ErrorKind, FetchedAt: rec.FetchedAt.UTC(),
		ElapsedMS: rec.ElapsedMS, Depth: rec.Depth,
	}
	if r.FetchedAt.IsZero() {
		r.FetchedAt = time.Now().UTC()
	}
	var err error
	if r.Links, err = encode(rec.Links); err != nil {
		return Row{}, err
	}
	if requestsField != nil {
		// A record without requests (JSON null) has SQL NULL.
		if v := reflect.ValueOf(rec).Elem().FieldByIndex(requestsField); !v.IsNil() {
			if r.Requests, err = encode(v.Interface()); err != nil {
				return Row{}, err
			}
		}
	}
	slim := *rec
	slim.HTML, slim.Text = "", ""
	if r.Record, err = fields.Marshal(&slim); err != nil {
		return Row{}, fmt.Errorf("sqldb: encode record: %w", err)
	}
	return r, nil
}

// encode is JSON as the JSON Lines sink writes it: HTML characters as
// they are, no trailing newline.
func encode(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("sqldb: encode record: %w", err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
