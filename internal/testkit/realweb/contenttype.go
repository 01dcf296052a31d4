package realweb

import (
	"path"
	"strings"
)

// contentTypes maps file extensions to the Content-Type the corpus server
// sends. The table is fixed, not the system's mime.types, so every machine
// serves the corpus alike. HTML goes without a charset parameter, as a
// default nginx sends it: the pages' own <meta charset> decides.
var contentTypes = map[string]string{
	".html":  "text/html",
	".htm":   "text/html",
	".xhtml": "application/xhtml+xml",
	".css":   "text/css",
	".js":    "text/javascript",
	".mjs":   "text/javascript",
	".json":  "application/json",
	".map":   "application/json",
	".yaml":  "application/yaml",
	".yml":   "application/yaml",
	".md":    "text/markdown",
	".txt":   "text/plain",
	".xml":   "application/xml",
	".svg":   "image/svg+xml",
	".png":   "image/png",
	".gif":   "image/gif",
	".jpg":   "image/jpeg",
	".jpeg":  "image/jpeg",
	".webp":  "image/webp",
	".ico":   "image/x-icon",
	".woff":  "font/woff",
	".woff2": "font/woff2",
	".ttf":   "font/ttf",
	".otf":   "font/otf",
	".eot":   "application/vnd.ms-fontobject",
	".wasm":  "application/wasm",
	".pdf":   "application/pdf",
	".mp4":   "video/mp4",
	".webm":  "video/webm",
	".gz":    "application/gzip",
}

// contentType returns the Content-Type for a file name; an extension the
// table does not know is application/octet-stream.
func contentType(name string) string {
	if t, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}
