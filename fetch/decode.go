package fetch

import (
	"bufio"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// acceptEncoding is what the client asks for; Transport's transparent gzip
// is off (DisableCompression) so that brotli works and the size cap applies
// to the decoded bytes.
const acceptEncoding = "gzip, deflate, br"

// contentDecoder undoes the Content-Encoding of a body. Close returns
// pooled state; it does not close the underlying reader.
type contentDecoder struct {
	r       io.Reader
	closers []func()
}

func (d *contentDecoder) Read(p []byte) (int, error) { return d.r.Read(p) }

func (d *contentDecoder) Close() {
	for _, c := range d.closers {
		c()
	}
	d.closers = nil
}

// newContentDecoder wraps body to undo the codings listed in the
// Content-Encoding header h, last applied first.
func newContentDecoder(body io.Reader, h http.Header) (*contentDecoder, error) {
	d := &contentDecoder{r: body}
	var codings []string
	for _, v := range h.Values("Content-Encoding") {
		for _, c := range strings.Split(v, ",") {
			if c = strings.ToLower(strings.TrimSpace(c)); c != "" && c != "identity" {
				codings = append(codings, c)
			}
		}
	}
	for i := len(codings) - 1; i >= 0; i-- {
		if err := d.push(codings[i]); err != nil {
			d.Close()
			return nil, err
		}
	}
	return d, nil
}

func (d *contentDecoder) push(coding string) error {
	switch coding {
	case "gzip", "x-gzip":
		zr, _ := gzipPool.Get().(*gzip.Reader)
		var err error
		if zr == nil {
			zr, err = gzip.NewReader(d.r)
		} else {
			err = zr.Reset(d.r)
		}
		if err != nil {
			return fmt.Errorf("gzip: %w", err)
		}
		d.r = zr
		d.closers = append(d.closers, func() { gzipPool.Put(zr) })
	case "deflate":
		// RFC 9110 says zlib-wrapped, but servers also send raw deflate, as
		// browsers accept both.
		br := bufio.NewReaderSize(d.r, 512)
		hdr, _ := br.Peek(2)
		if len(hdr) == 2 && hdr[0]&0x0f == 8 && (uint16(hdr[0])<<8|uint16(hdr[1]))%31 == 0 {
			zr, err := zlib.NewReader(br)
			if err != nil {
				return fmt.Errorf("deflate: %w", err)
			}
			d.r = zr
		} else {
			fr := flate.NewReader(br)
			d.r = fr
			d.closers = append(d.closers, func() { fr.Close() })
		}
	case "br":
		br, _ := brotliPool.Get().(*brotli.Reader)
		if br == nil {
			br = brotli.NewReader(d.r)
		} else if err := br.Reset(d.r); err != nil {
			return fmt.Errorf("br: %w", err)
		}
		d.r = br
		d.closers = append(d.closers, func() { brotliPool.Put(br) })
	default:
		return fmt.Errorf("%w: %q is not supported", ErrContentEncoding, coding)
	}
	return nil
}

var (
	gzipPool   sync.Pool // *gzip.Reader
	brotliPool sync.Pool // *brotli.Reader
)
