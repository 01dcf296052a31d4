package serve

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// diskCache keeps rendered results in a directory, one file each, named
// by the hash of its key, so that they outlive a restart. A file is its
// header (a JSON line) and the body; it is written to a temporary name and
// renamed, so that a reader sees a whole file or none. Files past the TTL
// are removed when read and by a sweep every TTL. The files take at most
// max bytes: a write that takes them over it starts a sweep, which removes
// the oldest files (the nearest to expiry) until they take a tenth less.
type diskCache struct {
	dir string
	max int64
	log *slog.Logger

	mu      sync.Mutex
	bytes   int64 // what the files take, at least: as the last sweep found, plus the writes since
	written int64 // bytes written since the start

	full chan struct{} // a write took the files over max
	stop context.CancelFunc
	wg   sync.WaitGroup
}

// diskHeader is the first line of a cache file.
type diskHeader struct {
	Key      string      `json:"key"`
	Status   int         `json:"status"`
	Header   http.Header `json:"header"`
	Rendered time.Time   `json:"rendered"`
}

// openDiskCache makes dir if needed, removes what is stale in it (and
// the oldest files if they take over maxBytes), and sweeps it every ttl
// (at least once a minute), or at once when a write takes it over
// maxBytes, until close.
func openDiskCache(dir string, ttl time.Duration, maxBytes int64, log *slog.Logger) (*diskCache, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	ctx, cancel := context.WithCancel(context.Background())
	d := &diskCache{dir: dir, max: maxBytes, log: log, stop: cancel, full: make(chan struct{}, 1)}
	d.sweep(time.Now(), ttl)
	every := min(max(ttl, time.Second), time.Minute)
	d.wg.Go(func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case now := <-t.C:
				d.sweep(now, ttl)
			case <-d.full:
				d.sweep(time.Now(), ttl)
			}
		}
	})
	return d, nil
}

func (d *diskCache) path(key string) string {
	sum := sha256.Sum256([]byte(key))
	name := hex.EncodeToString(sum[:])
	return filepath.Join(d.dir, name[:2], name)
}

// get reads the result kept under key, if it is there and fresh. read
// says whether a body of n bytes is read into memory (with the share of
// the budget it takes); if not, the entry holds the file, at the body's
// start, to be sent as it is read.
func (d *diskCache) get(key string, now time.Time, ttl time.Duration, read func(n int64) (*lease, bool)) (*entry, bool) {
	p := d.path(key)
	f, err := os.Open(p)
	if err != nil {
		return nil, false
	}
	e, ok := d.open(f, key, now, ttl, read)
	if !ok {
		f.Close()
		if e != nil { // stale
			_ = os.Remove(p)
		}
		return nil, false
	}
	return e, true
}

// maxHeaderLine bounds a cache file's first line: headers a page set, and
// the key (its URL).
const maxHeaderLine = 1 << 20

// open reads f's header and, if read says so, its body; otherwise the
// entry keeps f. A stale file gives a non-nil entry and false.
func (d *diskCache) open(f *os.File, key string, now time.Time, ttl time.Duration, read func(n int64) (*lease, bool)) (*entry, bool) {
	info, err := f.Stat()
	if err != nil {
		return nil, false
	}
	br := bufio.NewReader(io.LimitReader(f, maxHeaderLine))
	line, err := br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		line, err = readLine(br, line)
	}
	var h diskHeader
	if err != nil || json.Unmarshal(line, &h) != nil || h.Key != key {
		return nil, false
	}
	e := &entry{status: h.Status, header: h.Header, rendered: h.Rendered}
	if now.Sub(h.Rendered) >= ttl {
		return e, false
	}
	start := int64(len(line))
	n := info.Size() - start
	l, inMemory := read(n)
	if !inMemory {
		if _, err := f.Seek(start, io.SeekStart); err != nil {
			return nil, false
		}
		e.file, e.fileSize = f, n
		return e, true
	}
	e.body = make([]byte, n)
	_, err = io.ReadFull(io.MultiReader(br, f), e.body)
	f.Close()
	if err != nil {
		l.done()
		return nil, false
	}
	e.lease = l
	return e, true
}

// readLine reads the rest of a line longer than br's buffer.
func readLine(br *bufio.Reader, first []byte) ([]byte, error) {
	line := append([]byte(nil), first...)
	rest, err := br.ReadBytes('\n')
	return append(line, rest...), err
}

// put writes e under key; a failure is logged, and costs only a render.
// A result larger than a quarter of the bound is not written.
func (d *diskCache) put(key string, e *entry) {
	if n := e.size(key); n > d.max/4 {
		d.log.Debug("cache: too large for the disk bound", "key", key, "bytes", n)
		return
	}
	p := d.path(key)
	n, err := d.write(p, key, e)
	if err != nil {
		d.log.Warn("cache: not written to disk", "key", key, "err", err)
		return
	}
	d.mu.Lock()
	d.bytes += n
	d.written += n
	over := d.bytes > d.max
	d.mu.Unlock()
	if over {
		select {
		case d.full <- struct{}{}:
		default: // a sweep is due already
		}
	}
}

func (d *diskCache) write(p, key string, e *entry) (int64, error) {
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return 0, err
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriter(f)
	err = json.NewEncoder(w).Encode(diskHeader{Key: key, Status: e.status, Header: e.header, Rendered: e.rendered})
	if err == nil {
		_, err = w.Write(e.body)
	}
	n := int64(w.Buffered())
	if err == nil {
		err = w.Flush()
	}
	if info, serr := f.Stat(); serr == nil {
		n = info.Size()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return 0, err
	}
	return n, nil
}

// sweep removes the files older than ttl, and temporary files left by a
// write that died; then, if the files left take over max bytes, the
// oldest of them until they take a tenth less than max.
func (d *diskCache) sweep(now time.Time, ttl time.Duration) {
	type file struct {
		path string
		mod  time.Time
		size int64
	}
	var files []file
	var total int64
	d.mu.Lock()
	before := d.written
	d.mu.Unlock()
	_ = filepath.WalkDir(d.dir, func(p string, de fs.DirEntry, err error) error {
		if err != nil || de.IsDir() || !d.owns(p, de) {
			return nil
		}
		info, err := de.Info()
		if err != nil {
			return nil
		}
		if now.Sub(info.ModTime()) >= ttl {
			_ = os.Remove(p)
			return nil
		}
		if !strings.HasPrefix(de.Name(), ".tmp-") {
			files = append(files, file{p, info.ModTime(), info.Size()})
			total += info.Size()
		}
		return nil
	})
	if total > d.max {
		slices.SortFunc(files, func(a, b file) int { return a.mod.Compare(b.mod) })
		target, removed := d.max-d.max/10, 0
		for _, f := range files {
			if total <= target {
				break
			}
			if os.Remove(f.path) == nil {
				total -= f.size
				removed++
			}
		}
		d.log.Debug("cache: oldest files removed for the disk bound", "files", removed, "bytes", total, "max", d.max)
	}
	// Writes that ended during the walk may be missing from it: they
	// count again, so that the count never falls below what the files
	// take, and a write that takes them over the bound is never missed.
	d.mu.Lock()
	d.bytes = total + d.written - before
	d.mu.Unlock()
}

// owns reports whether p is a file the cache writes: DIR/xx/<64 hex
// digits> starting with xx, or a temporary file beside one. A directory
// shared with other files keeps them.
func (d *diskCache) owns(p string, de fs.DirEntry) bool {
	if !de.Type().IsRegular() {
		return false
	}
	rel, err := filepath.Rel(d.dir, p)
	if err != nil {
		return false
	}
	sub, name := filepath.Split(rel)
	sub = filepath.Clean(sub)
	if len(sub) != 2 || !isHex(sub) {
		return false
	}
	if strings.HasPrefix(name, ".tmp-") {
		return true
	}
	return len(name) == 64 && isHex(name) && strings.HasPrefix(name, sub)
}

func isHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil
}

// close stops the sweeps.
func (d *diskCache) close() {
	d.stop()
	d.wg.Wait()
}
