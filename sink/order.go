package sink

import (
	"bytes"
	"encoding/json"
)

// recordOrder is the order of the record's keys in its JSON, the order
// docs/record.md lists them. A field declares its key in one struct
// (Record, or webpage.Content, which Record embeds), and encoding/json
// would write an embedded struct's keys together; recordWire
// (record_wire.go, made from Record and this list by
// TestRecordWireIsCurrent) is the record with its keys in this order,
// the struct that is encoded. A key the list does not name comes after
// those it names, in the order of the structs.
var recordOrder = []string{
	"url", "final_url", "status", "mode", "reason", "content_type", "size",
	"title", "text", "html", "links", "pages", "markdown", "main_text",
	"meta", "headers", "content_hash", "noindex", "console",
	"console_omitted", "failed_requests", "blocked", "requests",
	"requests_omitted", "elapsed_ms", "fetched_at", "attempts", "depth",
	"referrer", "settled", "note", "failed_checks", "data", "error",
	"error_kind", "archive_truncated",
}

// MarshalJSON writes the record's keys in their order (recordOrder).
// HTML characters are written as they are; an encoder that escapes them
// (json.Marshal) escapes them as it compacts the result, so the bytes
// are those it would write for the fields in that order.
func (r Record) MarshalJSON() ([]byte, error) {
	var w recordWire
	r.fillWire(&w)
	return encodeJSON(&w)
}

// Marshal is json.Marshal(r) (HTML characters escaped) in one pass:
// json.Marshal compacts what a MarshalJSON method wrote, a second pass
// over the page's text and HTML that costs about four times the first.
func Marshal(r *Record) ([]byte, error) {
	var w recordWire
	r.fillWire(&w)
	return json.Marshal(&w)
}

// encodeJSON is JSON as the JSON Lines sink writes it: HTML characters
// as they are, no trailing newline.
func encodeJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
