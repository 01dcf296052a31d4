package testsite

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sync"

	"github.com/andybalholm/brotli"
)

func (s *Site) encodedRoutes() {
	s.mux.HandleFunc("/gzip-bomb", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(gzipBomb1G())
	})
	s.mux.HandleFunc("/encoded/{coding}", s.encodedPage)
}

// gzipBomb1G is the body of /gzip-bomb, built at its first request.
var gzipBomb1G = sync.OnceValue(func() []byte { return gzipBomb(1024) })

// gzipBomb returns a gzip stream of mb MiB of zeros, 1.3 KiB per MiB.
// Compressing a GiB would take seconds (tens of them under -race); so one
// MiB is compressed into deflate blocks that end on a byte boundary (a sync
// flush) and repeated: every copy only refers back to zeros, which is all
// any copy finds before it. BestSpeed: 20 times faster than
// BestCompression under -race, for 25% more bytes.
func gzipBomb(mb int) []byte {
	zeros := make([]byte, 1<<20)
	var chunk bytes.Buffer
	zw, _ := flate.NewWriter(&chunk, flate.BestSpeed)
	zw.Write(zeros)
	zw.Flush()

	var crc uint32
	for range mb {
		crc = crc32.Update(crc, crc32.IEEETable, zeros)
	}
	out := make([]byte, 0, 10+mb*chunk.Len()+5+8)
	out = append(out, 0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff) // deflate, no name, no mtime, unknown OS
	for range mb {
		out = append(out, chunk.Bytes()...)
	}
	out = append(out, 0x01, 0x00, 0x00, 0xff, 0xff) // the final block: stored, empty
	out = binary.LittleEndian.AppendUint32(out, crc)
	return binary.LittleEndian.AppendUint32(out, uint32(mb<<20))
}

// encodedPage serves static.html with the Content-Encoding of its path:
// gzip, deflate (zlib), deflate-raw (deflate without the zlib wrapper, as
// some servers send it), br or identity. Each body is compressed once.
func (s *Site) encodedPage(w http.ResponseWriter, r *http.Request) {
	coding := r.PathValue("coding")
	header := coding
	if coding == "deflate-raw" {
		header = "deflate"
	}
	s.mu.Lock()
	body, ok := s.encoded[coding]
	if !ok {
		var err error
		if body, err = s.encode(coding); err != nil {
			s.mu.Unlock()
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		}
		s.encoded[coding] = body
	}
	s.mu.Unlock()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Encoding", header)
	w.Write(body)
}

// encode compresses static.html with coding.
func (s *Site) encode(coding string) ([]byte, error) {
	page, err := os.ReadFile(filepath.Join(s.site, "static.html"))
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	var zw io.WriteCloser
	switch coding {
	case "gzip":
		zw = gzip.NewWriter(&buf)
	case "deflate":
		zw = zlib.NewWriter(&buf)
	case "deflate-raw":
		zw, _ = flate.NewWriter(&buf, flate.DefaultCompression)
	case "br":
		zw = brotli.NewWriter(&buf)
	case "identity":
		return page, nil
	default:
		return nil, fmt.Errorf("unknown coding %q", coding)
	}
	zw.Write(page)
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
