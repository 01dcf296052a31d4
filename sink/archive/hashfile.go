package archive

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"os"
)

// hashedFile is a file being written that keeps, as it goes, what a WACZ
// needs of it: its SHA-256 (the datapackage's hash), its CRC-32 (the
// zip's) and its size. Packaging it costs no second read.
type hashedFile struct {
	f    *os.File
	sha  hash.Hash
	crc  hash.Hash32
	size int64
}

// createHashed creates (or empties) name.
func createHashed(name string) (*hashedFile, error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, err
	}
	return &hashedFile{f: f, sha: sha256.New(), crc: crc32.NewIEEE()}, nil
}

// extendHashed opens name to write after its first n bytes, which it
// reads once to hash them; anything after them is cut off.
func extendHashed(name string, n int64) (*hashedFile, error) {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	h := &hashedFile{f: f, sha: sha256.New(), crc: crc32.NewIEEE(), size: n}
	err = f.Truncate(n)
	if err == nil {
		var read int64
		read, err = io.Copy(io.MultiWriter(h.sha, h.crc), io.NewSectionReader(f, 0, n))
		if err == nil && read != n {
			err = fmt.Errorf("%s: read %d of %d bytes", name, read, n)
		}
	}
	if err == nil {
		_, err = f.Seek(n, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return h, nil
}

// Write writes to the file and hashes what was written.
func (h *hashedFile) Write(p []byte) (int, error) {
	n, err := h.f.Write(p)
	h.sha.Write(p[:n])
	h.crc.Write(p[:n])
	h.size += int64(n)
	return n, err
}

// sums are what a zip entry and a datapackage resource say of a file.
type sums struct {
	sha256 string // "sha256:" and hex
	crc    uint32
	size   int64
}

func (h *hashedFile) sums() sums {
	return sums{sha256: "sha256:" + hex.EncodeToString(h.sha.Sum(nil)), crc: h.crc.Sum32(), size: h.size}
}

// sumsOf hashes b.
func sumsOf(b []byte) sums {
	s := sha256.Sum256(b)
	return sums{sha256: "sha256:" + hex.EncodeToString(s[:]), crc: crc32.ChecksumIEEE(b), size: int64(len(b))}
}
