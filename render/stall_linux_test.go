package render

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A page that typesets its text in chunks, each on a timer set by the
// one before (as MathJax 2 does, "Processing math: 4%"), is quiet for a
// whole window by the clock when its renderer was not scheduled for that
// long, on a machine with more pages at work than cores. Its renderer is
// stopped here in the middle of the typesetting for longer than the
// quiet window: the page's timers are then behind, and the page is read
// only once its last chunk ran, not with the chunks it had done when its
// renderer ran again.
func TestAPageWhoseRendererStoodStillIsNotQuiet(t *testing.T) {
	needChrome(t)
	const chunks = 16
	started := make(chan struct{}, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/started" {
			select {
			case started <- struct{}{}:
			default:
			}
			return
		}
		var spans strings.Builder
		for i := range chunks {
			fmt.Fprintf(&spans, `<p class="tex">\frac{%d}{2}</p>`, i)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><title>Equations</title><h1>Equations</h1><p id="state">0 of %d set</p>%s<script>
addEventListener('load', () => {
  fetch('/started');
  setTimeout(() => {
    const spans = document.querySelectorAll('.tex');
    let i = 0;
    const chunk = () => {
      spans[i].textContent = 'Equation ' + i + ' typeset';
      i++;
      document.getElementById('state').textContent = i + ' of ' + spans.length + ' set';
      if (i < spans.length) setTimeout(chunk, 100);
    };
    chunk();
  }, 0);
});
</script>`, chunks, spans.String())
	}))
	defer srv.Close()
	p := newTestPool(t, testConfig())
	if _, err := p.Render(context.Background(), Request{URL: srv.URL + "/warm"}); err != nil {
		t.Fatal(err)
	}
	pid, _ := chromeOf(t, p)
	for run := range 2 {
		type result struct {
			page *Page
			err  error
		}
		done := make(chan result, 1)
		go func() {
			page, err := p.Render(context.Background(), Request{URL: fmt.Sprintf("%s/page/%d", srv.URL, run)})
			done <- result{page, err}
		}()
		select {
		case <-started:
		case r := <-done:
			t.Fatalf("run %d: the page was read before it loaded: %v", run, r.err)
		case <-time.After(30 * time.Second):
			t.Fatalf("run %d: the page did not load", run)
		}
		// A few chunks in (16 take 1.6 s), and no request after them.
		time.Sleep(400 * time.Millisecond)
		renderers := renderersOf(pid)
		if len(renderers) == 0 {
			t.Fatalf("no renderer process under Chrome's %d", pid)
		}
		for _, r := range renderers {
			syscall.Kill(r, syscall.SIGSTOP)
		}
		time.Sleep(3 * DefaultConfig().QuietWindow)
		for _, r := range renderers {
			syscall.Kill(r, syscall.SIGCONT)
		}
		r := <-done
		if r.err != nil {
			t.Fatalf("run %d: %v", run, r.err)
		}
		if want := fmt.Sprintf("%d of %d set", chunks, chunks); !strings.Contains(r.page.Text, want) || strings.Contains(r.page.Text, `\frac`) {
			i := strings.Index(r.page.Text, " of ")
			t.Errorf("run %d: settled %s with %q, want every chunk set (%q)", run, r.page.Settled, r.page.Text[max(0, i-3):i+10], want)
		}
	}
}

// renderersOf returns the pids of the renderer processes under the
// process pid.
func renderersOf(pid int) []int {
	parent := map[int]int{}
	cmd := map[int]string{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		var p int
		if _, err := fmt.Sscan(e.Name(), &p); err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces and parentheses.
		s := string(b)
		fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(fields) < 2 {
			continue
		}
		var pp int
		fmt.Sscan(fields[1], &pp)
		parent[p] = pp
		c, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		cmd[p] = string(c)
	}
	under := func(p int) bool {
		for i := 0; p > 1 && i < 64; i++ {
			if p = parent[p]; p == pid {
				return true
			}
		}
		return false
	}
	var out []int
	for p, c := range cmd {
		if strings.Contains(c, "--type=renderer") && under(p) {
			out = append(out, p)
		}
	}
	return out
}
