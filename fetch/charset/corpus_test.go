package charset

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/rendercrawl/render/internal/testkit/realweb"
)

// charsetFloors is the share of an encoding's texts that detection must
// get right; the measured share is 1 for all but iso-8859-2 (35 of 36: the
// man page of ISO-8859-2 itself, a table of its symbols, reads as
// windows-1250). The texts come from Debian packages that are not pinned,
// hence a little room.
var charsetFloors = map[string]float64{
	"iso-8859-2": 0.9,
}

const defaultCharsetFloor = 0.9

// TestDetectCorpus is the accuracy check of the detection of unlabelled
// bytes on real texts: each text of the corpus, decoded without a label,
// must give the text that its encoding gives.
func TestDetectCorpus(t *testing.T) {
	dir := realweb.Charsets(t)
	encs, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	fmt.Fprintf(&table, "%-13s %5s %5s  wrong as\n", "encoding", "texts", "right")
	n := 0
	for _, e := range encs {
		if !e.IsDir() || e.Name() == "tmp" {
			continue
		}
		name := e.Name()
		enc, canonical := lookup(name)
		if enc == nil || canonical != name {
			t.Errorf("%s: not a WHATWG encoding name", name)
			continue
		}
		paths, _ := filepath.Glob(filepath.Join(dir, name, "*.txt"))
		right, wrong := 0, map[string]int{}
		for _, p := range paths {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			want := decodeWith(enc, b)
			got, cs := Decode(b, "", Text)
			if string(got) == string(want) {
				right++
			} else {
				wrong[cs]++
			}
		}
		n += len(paths)
		fmt.Fprintf(&table, "%-13s %5d %5d  %s\n", name, len(paths), right, formatCounts(wrong))
		floor, ok := charsetFloors[name]
		if !ok {
			floor = defaultCharsetFloor
		}
		if len(paths) < 10 {
			t.Errorf("%s: %d texts, want at least 10", name, len(paths))
		} else if share := float64(right) / float64(len(paths)); share < floor {
			t.Errorf("%s: %d of %d texts detected (%.0f%%), floor %.0f%%; wrong as %s",
				name, right, len(paths), 100*share, 100*floor, formatCounts(wrong))
		}
	}
	if n == 0 {
		t.Fatal("no texts in the corpus")
	}
	t.Logf("detection of unlabelled bytes, %d texts:\n%s", n, table.String())
}

func formatCounts(m map[string]int) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s:%d", k, m[k]))
	}
	return strings.Join(parts, " ")
}
