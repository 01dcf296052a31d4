package serve

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// diskCache keeps rendered results in a directory, one file each, named
// by the hash of its key, so that they outlive a restart. A file is its
// header (a JSON line) and the body; it is written to a temporary name and
// renamed, so that a reader sees a whole file or none. Files past the TTL
// are removed when read and by a sweep every TTL.
type diskCache struct {
	dir string
	log *slog.Logger

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

// openDiskCache makes dir if needed, removes what is stale in it, and
// sweeps it every ttl (at least once a minute) until close.
func openDiskCache(dir string, ttl time.Duration, log *slog.Logger) (*diskCache, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	d := &diskCache{dir: dir, log: log, stop: cancel}
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

// get reads the result kept under key, if it is there and fresh.
func (d *diskCache) get(key string, now time.Time, ttl time.Duration) (*entry, bool) {
	p := d.path(key)
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, false
	}
	line, body, ok := bytes.Cut(b, []byte("\n"))
	var h diskHeader
	if !ok || json.Unmarshal(line, &h) != nil || h.Key != key {
		return nil, false
	}
	if now.Sub(h.Rendered) >= ttl {
		_ = os.Remove(p)
		return nil, false
	}
	return &entry{status: h.Status, header: h.Header, body: body, rendered: h.Rendered}, true
}

// put writes e under key; a failure is logged, and costs only a render.
func (d *diskCache) put(key string, e *entry) {
	p := d.path(key)
	if err := d.write(p, key, e); err != nil {
		d.log.Warn("cache: not written to disk", "key", key, "err", err)
	}
}

func (d *diskCache) write(p, key string, e *entry) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	err = json.NewEncoder(w).Encode(diskHeader{Key: key, Status: e.status, Header: e.header, Rendered: e.rendered})
	if err == nil {
		_, err = w.Write(e.body)
	}
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), p)
	}
	if err != nil {
		_ = os.Remove(f.Name())
	}
	return err
}

// sweep removes the files older than ttl, and temporary files left by a
// write that died.
func (d *diskCache) sweep(now time.Time, ttl time.Duration) {
	_ = filepath.WalkDir(d.dir, func(p string, de fs.DirEntry, err error) error {
		if err != nil || de.IsDir() || !d.owns(p, de) {
			return nil
		}
		info, err := de.Info()
		if err == nil && now.Sub(info.ModTime()) >= ttl {
			_ = os.Remove(p)
		}
		return nil
	})
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
