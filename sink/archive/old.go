package archive

import (
	"archive/zip"
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
)

// oldPackage is the WACZ a resumed crawl extends: its WARCs are copied
// into the new package as they are, its index lines and pages merged
// with the new ones.
type oldPackage struct {
	zr      *zip.ReadCloser
	created string
	first   pageEntry
	hashes  map[string]resource // by path
}

// openOld opens the package at path; nil when there is none.
func openOld(path string) (*oldPackage, error) {
	zr, err := zip.OpenReader(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	o := &oldPackage{zr: zr, hashes: map[string]resource{}}
	if err := o.readPackage(); err != nil {
		zr.Close()
		return nil, fmt.Errorf("extend %s: %w", path, err)
	}
	return o, nil
}

func (o *oldPackage) close() { o.zr.Close() }

// readPackage reads datapackage.json.
func (o *oldPackage) readPackage() error {
	f, err := o.zr.Open(waczPackage)
	if err != nil {
		return err
	}
	defer f.Close()
	var dp datapackage
	if err := json.NewDecoder(f).Decode(&dp); err != nil {
		return fmt.Errorf("%s: %w", waczPackage, err)
	}
	o.created, o.first = dp.Created, pageEntry{URL: dp.MainPageURL, TS: dp.MainPageDate}
	for _, r := range dp.Resources {
		o.hashes[r.Path] = r
	}
	return nil
}

// copyWARCs copies the package's WARCs into zw as they are (compressed
// or not, with their checksums) and returns them as resources.
func (o *oldPackage) copyWARCs(zw *zip.Writer) ([]resource, error) {
	var out []resource
	for _, f := range o.zr.File {
		if !strings.HasPrefix(f.Name, waczArchiveDir) || strings.HasSuffix(f.Name, "/") {
			continue
		}
		r, ok := o.hashes[f.Name]
		if !ok {
			return nil, fmt.Errorf("%s is not in %s", f.Name, waczPackage)
		}
		raw, err := f.OpenRaw()
		if err != nil {
			return nil, err
		}
		h := f.FileHeader
		w, err := zw.CreateRaw(&h)
		if err != nil {
			return nil, err
		}
		if _, err := io.Copy(w, raw); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// indexAndPages gives the package's index lines to sorter and its pages
// (without the header line) to pages.
func (o *oldPackage) indexAndPages(sorter *lineSorter, pages io.Writer) error {
	for _, f := range o.zr.File {
		switch {
		case strings.HasPrefix(f.Name, "indexes/") && (strings.HasSuffix(f.Name, ".cdx") || strings.HasSuffix(f.Name, ".cdxj")):
			if err := eachLine(f, func(line []byte) error { return sorter.add(line) }); err != nil {
				return err
			}
		case f.Name == waczPages:
			header := true
			err := eachLine(f, func(line []byte) error {
				if header {
					header = false
					return nil
				}
				_, err := pages.Write(line)
				return err
			})
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// eachLine calls fn with each line of f, newline included.
func eachLine(f *zip.File, fn func([]byte) error) error {
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	lines := bufio.NewReaderSize(rc, 1<<16)
	for {
		line, err := lines.ReadBytes('\n')
		if len(line) > 0 {
			if !bytes.HasSuffix(line, []byte("\n")) {
				line = append(line, '\n')
			}
			if ferr := fn(line); ferr != nil {
				return ferr
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}
