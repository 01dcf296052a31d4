package serve

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGPUStaysOutOfTheBrowserProcess: the service's Chrome runs its GPU
// work (which a page drives, through WebGL or canvas) in a process of its
// own, not in the browser process (--in-process-gpu, as a crawl runs it).
func TestGPUStaysOutOfTheBrowserProcess(t *testing.T) {
	start(t, testConfig()) // its canary has started Chrome
	browsers := 0
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil {
			continue
		}
		args := strings.Split(string(b), "\x00")
		ours, browser, inProcess := false, true, false
		for _, a := range args {
			ours = ours || strings.HasPrefix(a, "--user-data-dir="+os.TempDir())
			browser = browser && !strings.HasPrefix(a, "--type=")
			inProcess = inProcess || a == "--in-process-gpu"
		}
		if ours && browser {
			browsers++
			if inProcess {
				t.Errorf("Chrome %s runs the GPU in its browser process", e.Name())
			}
		}
	}
	if browsers == 0 {
		t.Error("no Chrome of the service found")
	}
}
