package archive

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
)

// mimeRevisit is the media type a CDX index gives a revisit record.
const mimeRevisit = "warc/revisit"

// cdxEntry is what a CDXJ index line says of a record: where to find it
// (filename, offset and length of its gzip member) and what it holds.
type cdxEntry struct {
	url, date, mime, digest string
	status                  int
	// method, requestBody and requestType are the request's; a request
	// other than GET is indexed under its URL with the method and body
	// appended as a query (__wb_method=post&...), the way replay tools
	// look it up.
	method      string
	requestBody []byte
	requestType string

	filename       string
	offset, length int64
}

// cdxjFields is the JSON of a CDXJ line, in the order pywb and warcio
// write it; numbers are strings, as they write them.
type cdxjFields struct {
	URL         string `json:"url"`
	Mime        string `json:"mime"`
	Status      string `json:"status,omitempty"`
	Digest      string `json:"digest"`
	Length      string `json:"length"`
	Offset      string `json:"offset"`
	Filename    string `json:"filename"`
	Method      string `json:"method,omitempty"`
	RequestBody string `json:"requestBody,omitempty"`
}

// line is the CDXJ line of e, with its newline: "urlkey timestamp {json}".
func (e *cdxEntry) line() []byte {
	f := cdxjFields{URL: e.url, Mime: e.mime, Digest: e.digest,
		Length: strconv.FormatInt(e.length, 10), Offset: strconv.FormatInt(e.offset, 10), Filename: e.filename}
	if e.status > 0 {
		f.Status = strconv.Itoa(e.status)
	}
	key := e.url
	if e.method != "" && e.method != http.MethodGet {
		f.Method = e.method
		f.RequestBody = postQuery(e.requestBody, e.requestType)
		sep := "?"
		if strings.Contains(key, "?") {
			sep = "&"
		}
		key += sep + "__wb_method=" + strings.ToLower(e.method) + "&" + f.RequestBody
	}
	js, _ := json.Marshal(f) // strings only: it cannot fail
	var b strings.Builder
	b.WriteString(surt(key))
	b.WriteByte(' ')
	b.WriteString(cdxTimestamp(e.date))
	b.WriteByte(' ')
	b.Write(js)
	b.WriteByte('\n')
	return []byte(b.String())
}

// cdxTimestamp is a WARC date as a CDX timestamp: its 14 digits.
func cdxTimestamp(date string) string {
	return strings.NewReplacer("-", "", ":", "", "T", "", "Z", "").Replace(date)
}

// postQuery is the body of a request other than GET as the query replay
// tools match it by: a form's fields as they are, anything else in
// base64 as __wb_post_data.
func postQuery(body []byte, contentType string) string {
	mt, _, _ := strings.Cut(contentType, ";")
	if strings.EqualFold(strings.TrimSpace(mt), "application/x-www-form-urlencoded") {
		return string(body)
	}
	return "__wb_post_data=" + base64.StdEncoding.EncodeToString(body)
}

// surt is the Sort-friendly URI Reordering Transform of a URL, the key
// CDX indexes sort by: scheme and "www." dropped, lower case, host labels
// reversed and joined by commas, the port kept, ")" before the path, the
// query's arguments sorted: http://www.Example.com:8080/a?b=1&a=2 is
// com,example:8080)/a?a=2&b=1. A URL that does not parse is its own key.
func surt(raw string) string {
	low := strings.ToLower(raw)
	if !strings.HasPrefix(low, "http://") && !strings.HasPrefix(low, "https://") {
		return raw
	}
	u, err := url.Parse(low)
	if err != nil || u.Host == "" {
		return raw
	}
	host := u.Hostname()
	if strings.HasPrefix(host, "www") {
		if rest, ok := strings.CutPrefix(strings.TrimLeft(host[3:], "0123456789"), "."); ok {
			host = rest
		}
	}
	labels := strings.Split(host, ".")
	for i, j := 0, len(labels)-1; i < j; i, j = i+1, j-1 {
		labels[i], labels[j] = labels[j], labels[i]
	}
	var b strings.Builder
	b.WriteString(strings.Join(labels, ","))
	if p := u.Port(); p != "" && !(u.Scheme == "http" && p == "80") && !(u.Scheme == "https" && p == "443") {
		b.WriteString(":" + p)
	}
	b.WriteString(")")
	path := u.EscapedPath()
	if path == "" {
		path = "/"
	}
	b.WriteString(path)
	if u.RawQuery != "" {
		args := strings.Split(u.RawQuery, "&")
		sort.Strings(args)
		b.WriteString("?" + strings.Join(args, "&"))
	}
	return b.String()
}
