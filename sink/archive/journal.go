package archive

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/rendercrawl/render/sink"
)

// The journal of a WACZ's work directory holds, for each page in the
// order written, the CDXJ lines of its records ("c " and the line), its
// entry of pages.jsonl ("p " and the JSON) and the length of the WARC
// once the page was written ("e " and the number). It is written after
// the page's records, in one write: a page is in the package only once
// its end line is whole, and a killed run's WARC is cut back to the last
// end line when the crawl resumes.
const (
	journalCDX  = "c "
	journalPage = "p "
	journalEnd  = "e "
)

// pageEntry is one line of pages.jsonl.
type pageEntry struct {
	ID    string `json:"id"`
	URL   string `json:"url"`
	TS    string `json:"ts"`
	Title string `json:"title,omitempty"`
}

// pagesHeader is the first line of pages.jsonl.
const pagesHeader = `{"format":"json-pages-1.0","id":"pages","title":"All Pages"}` + "\n"

// noteWritten journals a page whose records were just written at offset.
func (z *WACZ) noteWritten(r *sink.Record, enc *encodedPage, offset int64) error {
	var b bytes.Buffer
	for _, m := range enc.members {
		if m.index == nil {
			continue
		}
		m.index.offset, m.index.length = offset+int64(m.start), int64(m.end-m.start)
		b.WriteString(journalCDX)
		b.Write(m.index.line())
	}
	if p, ok := pageOf(r); ok {
		js, err := json.Marshal(p)
		if err != nil {
			return err
		}
		b.WriteString(journalPage)
		b.Write(js)
		b.WriteByte('\n')
	}
	b.WriteString(journalEnd + strconv.FormatInt(offset+int64(len(enc.data)), 10) + "\n")
	_, err := z.journal.Write(b.Bytes())
	return err
}

// pageOf is r's entry in the page list: the URL asked for when the
// archive holds it (a redirect to the page is archived), else the main
// document's; dated by the main document's request.
func pageOf(r *sink.Record) (pageEntry, bool) {
	main := r.Main()
	if main == nil && r.HTML == "" {
		return pageEntry{}, false
	}
	u, at := r.FinalURL, r.FetchedAt
	if main != nil {
		if main.URL != "" {
			u = main.URL
		}
		if !main.Start.IsZero() {
			at = main.Start
		}
	}
	for _, ex := range r.Exchanges {
		if ex.URL == r.URL {
			u = r.URL
			break
		}
	}
	u = withRoute(u, r)
	if at.IsZero() {
		at = time.Now()
	}
	return pageEntry{ID: newRecordID()[len("urn:uuid:"):], URL: u, TS: warcDate(at), Title: r.Title}, true
}

// withRoute gives u, a document's URL, the fragment of the page r shows
// (its final URL's, else the one asked for): a hash-routed app's pages
// share one document, and only the route tells them apart when the
// archive is replayed.
func withRoute(u string, r *sink.Record) string {
	if strings.Contains(u, "#") {
		return u
	}
	for _, shown := range []string{r.FinalURL, r.URL} {
		if _, frag, ok := strings.Cut(shown, "#"); ok && frag != "" {
			return u + "#" + frag
		}
	}
	return u
}

// recoverJournal cuts the journal at name after its last end line and
// returns the WARC length that line gives (0 for none).
func recoverJournal(name string) (int64, error) {
	f, err := os.OpenFile(name, os.O_RDWR, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	defer f.Close()
	var pos, keep, offset int64
	lines := bufio.NewReaderSize(f, 1<<16)
	for {
		line, err := lines.ReadBytes('\n')
		if errors.Is(err, io.EOF) {
			break // a torn last line is dropped
		}
		if err != nil {
			return 0, err
		}
		pos += int64(len(line))
		if rest, ok := bytes.CutPrefix(line, []byte(journalEnd)); ok {
			if n, err := strconv.ParseInt(string(bytes.TrimSpace(rest)), 10, 64); err == nil {
				keep, offset = pos, n
			}
		}
	}
	return offset, f.Truncate(keep)
}
