package archive

import (
	"mime"
	"net/url"
	"time"

	"github.com/rendercrawl/render/sink"
)

// builder makes the records of pages, with the payloads of the run.
type builder struct {
	seen *payloads
}

// page builds the records that archive r, in the order they are
// written: a request and a response (or revisit) record per exchange, in
// the order the exchanges happened, then, for a page the browser
// rendered, the rendered DOM as a conversion record that refers to the
// main document's response. A page without an exchange but with HTML is
// a resource record. Failed pages have none.
func (b *builder) page(r *sink.Record) []*warcRecord {
	if !r.OK() {
		return nil
	}
	date := r.FetchedAt
	if date.IsZero() {
		date = time.Now()
	}
	page := r.FinalURL
	if page == "" {
		page = r.URL
	}
	var recs []*warcRecord
	mainID := ""
	main := r.Main()
	for _, ex := range r.Exchanges {
		target := ex.URL
		if target == "" && ex == main {
			target = page
		}
		u, err := url.Parse(target)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			continue // data:, blob: and the like were never on the wire
		}
		req, resp := b.exchange(ex, u, date)
		recs = append(recs, req, resp)
		if ex == main {
			mainID = resp.id
		}
	}
	if r.HTML == "" {
		return recs
	}
	dom := &warcRecord{id: newRecordID(), date: warcDate(date), target: page, contentType: ctHTML,
		payload: []byte(r.HTML), hasPayload: true}
	switch {
	case mainID == "":
		dom.typ = typeResource
		dom.index = &cdxEntry{url: page, date: dom.date, mime: ctHTML, digest: digest(dom.payload)}
	case r.Mode == sink.ModeBrowser:
		dom.typ = typeConversion
		dom.fields = []field{{"WARC-Refers-To", "<" + mainID + ">"}}
	default:
		return recs // over HTTP the DOM is the response's body
	}
	return append(recs, dom)
}

// exchange builds the request record and the response record of ex, or
// a revisit record when its payload was archived before in the run.
func (b *builder) exchange(ex *sink.Exchange, u *url.URL, pageDate time.Time) (req, resp *warcRecord) {
	at := ex.Start
	if at.IsZero() {
		at = pageDate
	}
	date, target := warcDate(at), u.String()
	req = &warcRecord{typ: typeRequest, id: newRecordID(), date: date, target: target, contentType: ctRequest,
		head: requestHead(ex, u), payload: ex.RequestBody, hasPayload: true}
	resp = &warcRecord{typ: typeResponse, id: newRecordID(), date: date, target: target, contentType: ctResponse, hasPayload: true}
	req.fields = []field{{"WARC-Concurrent-To", "<" + resp.id + ">"}}
	resp.fields = []field{{"WARC-Concurrent-To", "<" + req.id + ">"}}

	body := ex.Body
	if ex.IsRedirect() {
		body = nil
	}
	resp.head, resp.payload = responseHead(ex, len(body)), body
	resp.payloadDigest = digest(body)
	if ex.Truncated && !ex.IsRedirect() {
		reason := truncUnspecified // not kept
		if !ex.Lost && ex.Size > int64(len(body)) {
			reason = truncLength // cut at a cap
		}
		resp.fields = append(resp.fields, field{"WARC-Truncated", reason})
	}
	resp.index = &cdxEntry{url: target, date: date, mime: mediaType(ex), status: ex.Status,
		digest: resp.payloadDigest, method: method(ex), requestBody: ex.RequestBody,
		requestType: ex.RequestHeader.Get("Content-Type")}

	if len(body) == 0 || ex.Truncated {
		return req, resp // nothing worth a revisit, or not the whole payload
	}
	first, seen := b.seen.claim(resp.payloadDigest, original{target: target, date: date, id: resp.id})
	if !seen {
		return req, resp
	}
	resp.typ, resp.payload, resp.hasPayload = typeRevisit, nil, false
	resp.fields = append(resp.fields,
		field{"WARC-Profile", profileIdentical},
		field{"WARC-Refers-To-Target-URI", first.target},
		field{"WARC-Refers-To-Date", first.date},
		field{"WARC-Refers-To", "<" + first.id + ">"})
	resp.index.mime = mimeRevisit
	return req, resp
}

// mediaType is the media type of ex's response, without parameters.
func mediaType(ex *sink.Exchange) string {
	ct := ex.ResponseHeader.Get("Content-Type")
	if ct == "" {
		return "unk"
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return "unk"
	}
	return mt
}
