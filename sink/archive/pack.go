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
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// The paths inside a WACZ.
const (
	waczIndex       = "indexes/index.cdx"
	waczPages       = "pages/pages.jsonl"
	waczPackage     = "datapackage.json"
	waczDigest      = "datapackage-digest.json"
	waczArchiveDir  = "archive/"
	waczVersion     = "1.1.1"
	waczProfile     = "data-package"
	waczTitle       = "render crawl"
	waczTempPattern = ".wacz-*"
)

// resource is a file of a WACZ as datapackage.json lists it.
type resource struct {
	Name  string `json:"name"`
	Path  string `json:"path"`
	Hash  string `json:"hash"`
	Bytes int64  `json:"bytes"`
}

// datapackage is datapackage.json.
type datapackage struct {
	Profile      string     `json:"profile"`
	WACZVersion  string     `json:"wacz_version"`
	Title        string     `json:"title"`
	Software     string     `json:"software"`
	Created      string     `json:"created"`
	Modified     string     `json:"modified"`
	MainPageURL  string     `json:"mainPageUrl,omitempty"`
	MainPageDate string     `json:"mainPageDate,omitempty"`
	Resources    []resource `json:"resources"`
}

// pack writes the package: the WARCs (those of the package it extends,
// copied as they are, and this run's), the sorted index and the page list
// of them all, and the datapackage; to a temporary file renamed into
// place.
func (z *WACZ) pack() error {
	var old *oldPackage
	if z.extends {
		var err error
		if old, err = openOld(z.path); err != nil {
			return err
		}
		if old != nil {
			defer old.close()
		}
	}
	index, pages, first, err := z.indexAndPages(old)
	if err != nil {
		return err
	}
	dir := filepath.Dir(z.path)
	tmp, err := os.CreateTemp(dir, waczTempPattern)
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after the rename, a no-op
	zw := zip.NewWriter(tmp)
	dp := datapackage{Profile: waczProfile, WACZVersion: waczVersion, Title: waczTitle, Software: z.cfg.software(),
		Created: time.Now().UTC().Format(time.RFC3339), MainPageURL: first.URL, MainPageDate: first.TS}
	dp.Modified = dp.Created
	if old != nil {
		if dp.Resources, err = old.copyWARCs(zw); err != nil {
			return err
		}
		if old.created != "" {
			dp.Created = old.created
		}
		if old.first.URL != "" {
			dp.MainPageURL, dp.MainPageDate = old.first.URL, old.first.TS
		}
	}
	for _, f := range []struct {
		path string
		file string
		sums sums
	}{
		{waczArchiveDir + z.w.filename, z.warc.f.Name(), z.warc.sums()},
		{waczIndex, index.f.Name(), index.sums()},
		{waczPages, pages.f.Name(), pages.sums()},
	} {
		if err := storeFile(zw, f.path, f.file, f.sums); err != nil {
			return err
		}
		dp.Resources = append(dp.Resources, resource{Name: path.Base(f.path), Path: f.path, Hash: f.sums.sha256, Bytes: f.sums.size})
	}
	if err := writePackage(zw, dp); err != nil {
		return err
	}
	err = zw.Close()
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), z.path)
}

// writePackage adds datapackage.json and its digest.
func writePackage(zw *zip.Writer, dp datapackage) error {
	js, err := json.MarshalIndent(dp, "", "  ")
	if err != nil {
		return err
	}
	s := sumsOf(js)
	if err := storeBytes(zw, waczPackage, js, s); err != nil {
		return err
	}
	digest, _ := json.MarshalIndent(map[string]string{"path": waczPackage, "hash": s.sha256}, "", "  ")
	return storeBytes(zw, waczDigest, digest, sumsOf(digest))
}

// indexAndPages writes the sorted index and the page list of the package
// (those of the package it extends first) to files of the work directory,
// and returns them with the first page.
func (z *WACZ) indexAndPages(old *oldPackage) (index, pages *hashedFile, first pageEntry, err error) {
	if index, err = createHashed(filepath.Join(z.work, "index.cdx")); err != nil {
		return nil, nil, first, err
	}
	defer index.f.Close()
	if pages, err = createHashed(filepath.Join(z.work, "pages.jsonl")); err != nil {
		return nil, nil, first, err
	}
	defer pages.f.Close()
	pw := bufio.NewWriterSize(pages, 1<<16)
	pw.WriteString(pagesHeader)
	sorter := newLineSorter(z.work, sortChunk)
	if old != nil {
		if err := old.indexAndPages(sorter, pw); err != nil {
			return nil, nil, first, err
		}
	}
	if first, err = z.readJournal(sorter, pw); err != nil {
		return nil, nil, first, err
	}
	if err := pw.Flush(); err != nil {
		return nil, nil, first, err
	}
	iw := bufio.NewWriterSize(index, 1<<16)
	if err := sorter.finish(iw); err != nil {
		return nil, nil, first, err
	}
	return index, pages, first, iw.Flush()
}

// readJournal gives the journal's index lines to sorter and its pages to
// pages, and returns the first page.
func (z *WACZ) readJournal(sorter *lineSorter, pages io.Writer) (pageEntry, error) {
	var first pageEntry
	f, err := os.Open(filepath.Join(z.work, journalName))
	if err != nil {
		return first, err
	}
	defer f.Close()
	lines := bufio.NewReaderSize(f, 1<<16)
	for {
		line, err := lines.ReadBytes('\n')
		if errors.Is(err, io.EOF) {
			return first, nil
		}
		if err != nil {
			return first, err
		}
		if rest, ok := bytes.CutPrefix(line, []byte(journalCDX)); ok {
			err = sorter.add(rest)
		} else if rest, ok := bytes.CutPrefix(line, []byte(journalPage)); ok {
			if first.URL == "" {
				_ = json.Unmarshal(rest, &first)
			}
			_, err = pages.Write(rest)
		}
		if err != nil {
			return first, err
		}
	}
}

// storeFile adds the file name to the zip at path, stored (not
// compressed), with the sums it was written with.
func storeFile(zw *zip.Writer, path, name string, s sums) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	w, err := zw.CreateRaw(storedHeader(path, s))
	if err != nil {
		return err
	}
	n, err := io.Copy(w, f)
	if err == nil && n != s.size {
		err = fmt.Errorf("%s: %d bytes, %d hashed", name, n, s.size)
	}
	return err
}

// storeBytes adds b to the zip at path, stored.
func storeBytes(zw *zip.Writer, path string, b []byte, s sums) error {
	w, err := zw.CreateRaw(storedHeader(path, s))
	if err == nil {
		_, err = w.Write(b)
	}
	return err
}

// storedHeader is the zip header of a stored entry whose CRC-32 and size
// are known, so that the local header holds them (no data descriptor).
func storedHeader(path string, s sums) *zip.FileHeader {
	h := &zip.FileHeader{Name: path, Method: zip.Store, CRC32: s.crc,
		CompressedSize64: uint64(s.size), UncompressedSize64: uint64(s.size)}
	h.Modified = time.Now().UTC()
	h.SetMode(0o644)
	return h
}

// warcsIn is the set of WARC names in the package at path; nil when there
// is no package.
func warcsIn(path string) (map[string]bool, error) {
	zr, err := zip.OpenReader(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	out := map[string]bool{}
	for _, f := range zr.File {
		if name, ok := strings.CutPrefix(f.Name, waczArchiveDir); ok && name != "" {
			out[name] = true
		}
	}
	return out, nil
}
