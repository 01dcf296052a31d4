package sink

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"
)

// Limits on the paths PagePath makes. A name of at most 200 bytes fits
// every common filesystem (most allow 255) with room for the temporary
// suffix of an atomic write; a path of at most 1024 bytes stays far below
// PATH_MAX once the output directory is put in front of it.
const (
	maxName = 200
	maxPath = 1024
)

// hashMark starts the hash that makes a name unique. The sanitiser never
// produces it, so a name with a hash can never equal a name without one.
const (
	hashMark = "~"
	hashLen  = 16 // hex digits: 64 bits, so that even a million query URLs under one path stay apart
)

// invalidDir holds the files of URLs that have no host to name a
// directory after.
const invalidDir = "_invalid"

// pageExts are the extensions a URL's last segment may already have that
// mean "this is an HTML page".
var pageExts = []string{".html", ".htm"}

// fileExts are the endings of every file name PagePath makes (and of the
// index written next to them). A directory name never ends in one, so a
// directory can never take the place of a file.
var fileExts = []string{".html", ".htm", ".png", ".har", ".jsonl"}

// PagePath maps a URL to a slash-separated path, relative to an output
// directory, for the file that stores that URL's page: host[_port]/path,
// with ext (".html", ".png" or ".har") as the file's extension and
// index<ext> for a path that ends in "/". HTMLDir, Screenshots and the
// HAR files of package archive share it, so that a page's snapshot,
// screenshot and HAR sit side by side.
//
// The path is safe: never empty, never absolute, never "..", no name over
// maxName bytes, only [a-z0-9._~-] so that it means the same on a
// case-insensitive filesystem. And it is collision-free: a path without a
// hash is kept only when pageURL turns it back into exactly the URL it
// came from, so two URLs can share it only if they are the same string;
// every other URL (a query, a fragment, upper case, a character the
// sanitiser replaced, a name cut short, http without a port or https with
// one, ...) gets a hash of the whole URL in its file name.
func PagePath(rawURL, ext string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return invalidDir + "/url" + hashMark + urlHash(rawURL) + ext
	}
	host := safeName(strings.ToLower(u.Hostname()))
	if port := u.Port(); port != "" {
		host += "_" + safeName(port)
	}
	host = guardDir(safeName(host)) // again, to cut a long host with its port

	segs := strings.Split(strings.TrimPrefix(u.Path, "/"), "/")
	last := segs[len(segs)-1]
	dirs := make([]string, 0, len(segs)-1)
	for _, s := range segs[:len(segs)-1] {
		dirs = append(dirs, guardDir(safeName(s)))
	}

	stem, fext := "index", ext
	if last != "" {
		stem = last
		lower := strings.ToLower(last)
		for _, pe := range pageExts {
			if strings.HasSuffix(lower, pe) {
				stem = last[:len(last)-len(pe)]
				if ext == ".html" {
					fext = pe // a page named .htm keeps its name
				}
				break
			}
		}
		stem = safeName(stem)
	}

	dir := host
	if len(dirs) > 0 {
		dir += "/" + strings.Join(dirs, "/")
	}
	clean := dir + "/" + stem + fext
	if len(stem)+len(fext) <= maxName && len(clean) <= maxPath {
		if back, ok := pageURL(clean, ext); ok && back == rawURL {
			return clean
		}
	}

	h := hashMark + urlHash(rawURL) + fext
	if len(stem)+len(h) > maxName {
		stem = stem[:maxName-len(h)]
	}
	if p := dir + "/" + stem + h; len(p) <= maxPath {
		return p
	}
	return host + "/" + stem + h // too deep: the hash alone keeps it apart
}

// pageURL turns a path made by PagePath without a hash back into the one
// URL it can stand for. PagePath keeps a path without a hash only when
// this gives back the URL exactly, which is what makes PagePath
// one-to-one.
func pageURL(p, ext string) (string, bool) {
	comps := strings.Split(p, "/")
	if len(comps) < 2 || strings.Contains(p, hashMark) {
		return "", false
	}
	host, name := comps[0], comps[len(comps)-1]
	origin := "https://" + host
	if i := strings.LastIndexByte(host, '_'); i > 0 && isDigits(host[i+1:]) {
		origin = "http://" + host[:i] + ":" + host[i+1:]
	}
	switch {
	case name == "index"+ext:
		name = ""
	case strings.HasSuffix(name, ext):
		name = strings.TrimSuffix(name, ext)
	}
	return origin + "/" + strings.Join(append(comps[1:len(comps)-1], name), "/"), true
}

// safeName makes one path segment into a file or directory name: lower
// case ASCII letters, digits, '.', '-' and '_' (everything else becomes
// '_'), no leading or trailing dot (no ".", "..", hidden or, on Windows,
// trailing-dot names), no Windows device name, at most maxName bytes,
// never empty. Whatever it changes, pageURL will not give back the
// original URL, so the name gets a hash.
func safeName(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
			b = append(b, byte(r))
		case r >= 'A' && r <= 'Z':
			b = append(b, byte(r-'A'+'a'))
		default:
			b = append(b, '_')
		}
		if len(b) >= maxName {
			break
		}
	}
	if len(b) == 0 {
		return "_"
	}
	if b[0] == '.' {
		b[0] = '_'
	}
	if b[len(b)-1] == '.' {
		b[len(b)-1] = '_'
	}
	if isDeviceName(string(b)) {
		b = append([]byte{'_'}, b[:min(len(b), maxName-1)]...)
	}
	return string(b)
}

// guardDir keeps a directory name from ending like a file name, so that a
// directory and a file never claim the same name.
func guardDir(name string) string {
	for _, e := range fileExts {
		if strings.HasSuffix(name, e) {
			return name[:len(name)-len(e)] + "_" + e[1:]
		}
	}
	return name
}

// isDeviceName reports whether Windows would take name for a device
// (CON, NUL, COM1, ...), with or without an extension.
func isDeviceName(name string) bool {
	stem, _, _ := strings.Cut(name, ".")
	switch stem {
	case "con", "prn", "aux", "nul":
		return true
	}
	return len(stem) == 4 && (strings.HasPrefix(stem, "com") || strings.HasPrefix(stem, "lpt")) && stem[3] >= '0' && stem[3] <= '9'
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// urlHash is the short hash that keeps apart URLs whose cleaned paths
// would be the same.
func urlHash(rawURL string) string {
	sum := sha256.Sum256([]byte(rawURL))
	return hex.EncodeToString(sum[:])[:hashLen]
}
