package bolt

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rendercrawl/render/crawl/frontier"
	"github.com/rendercrawl/render/crawl/frontier/frontiertest"
)

func TestFrontierContract(t *testing.T) {
	t.Parallel()
	frontiertest.Run(t, openEmpty)
}

func TestFrontierInvalidURLs(t *testing.T) {
	t.Parallel()
	frontiertest.InvalidURLs(t, openEmpty)
}

// openEmpty opens a new frontier, closed when the test ends.
func openEmpty(t *testing.T) frontier.Frontier {
	f := openTest(t, t.TempDir())
	t.Cleanup(func() { f.Close() })
	return f
}

func openTest(t *testing.T, dir string) *Frontier {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// drain takes every queued item of a sealed frontier, marking each done,
// and returns their URLs in order.
func drain(t *testing.T, f frontier.Frontier) []string {
	t.Helper()
	// A guard against a Next that never returns: a drain takes a few
	// seconds at most (an fsync per Done, on a busy disk).
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	defer cancel()
	if err := f.Seal(ctx); err != nil {
		t.Fatal(err)
	}
	var urls []string
	for {
		it, err := f.Next(ctx)
		if errors.Is(err, frontier.ErrExhausted) {
			return urls
		}
		if err != nil {
			t.Fatal(err)
		}
		urls = append(urls, it.URL)
		if err := f.Done(ctx, it); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBoltFrontierReopenKeepsState(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "state") // created by Open
	ctx := t.Context()
	f := openTest(t, dir)
	if _, err := f.Push(ctx, frontier.Item{URL: "https://a.test/1"}, frontier.Item{URL: "https://a.test/2", Depth: 1, Scope: "s"}, frontier.Item{URL: "https://a.test/3"}); err != nil {
		t.Fatal(err)
	}
	it, err := f.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Done(ctx, it); err != nil {
		t.Fatal(err)
	}
	if err := f.Done(ctx, frontier.Item{URL: "https://a.test/old"}); err != nil {
		t.Fatal(err)
	}
	leased, err := f.Next(ctx) // held at Close: given back
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Next(ctx); err == nil {
		t.Fatal("Next after Close succeeded")
	}

	f = openTest(t, dir)
	defer f.Close()
	st, err := f.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if want := (frontier.Stats{Queued: 2, Done: 2, Seen: 4}); st != want {
		t.Fatalf("Stats after reopen = %+v, want %+v", st, want)
	}
	if n, _ := f.Push(ctx, frontier.Item{URL: "https://a.test/1"}, frontier.Item{URL: "https://a.test/old"}, frontier.Item{URL: "https://a.test/2"}); n != 0 {
		t.Fatalf("Push of seen URLs after reopen queued %d", n)
	}
	q, err := f.Queued(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(q) != 2 || q[0] != leased || q[1].URL != "https://a.test/3" {
		t.Fatalf("Queued after reopen = %+v; want the given-back lease %+v first", q, leased)
	}
	if got := drain(t, f); strings.Join(got, " ") != "https://a.test/2 https://a.test/3" {
		t.Fatalf("delivered after reopen: %v", got)
	}
}

// TestBoltFrontierCrashRequeuesLeases copies the database file while an
// item is leased, as a crash would leave it, and opens the copy.
func TestBoltFrontierCrashRequeuesLeases(t *testing.T) {
	t.Parallel()
	ctx := t.Context()
	dir := t.TempDir()
	f := openTest(t, dir)
	defer f.Close()
	if _, err := f.Push(ctx, frontier.Item{URL: "https://a.test/1"}, frontier.Item{URL: "https://a.test/2"}, frontier.Item{URL: "https://a.test/3"}); err != nil {
		t.Fatal(err)
	}
	first, _ := f.Next(ctx)
	if err := f.Done(ctx, first); err != nil {
		t.Fatal(err)
	}
	leased, err := f.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// Every method commits before it returns, so the file holds this state.
	b, err := os.ReadFile(filepath.Join(dir, "frontier.db"))
	if err != nil {
		t.Fatal(err)
	}
	crashed := t.TempDir()
	if err := os.WriteFile(filepath.Join(crashed, "frontier.db"), b, 0o600); err != nil {
		t.Fatal(err)
	}

	g := openTest(t, crashed)
	defer g.Close()
	st, _ := g.Stats(ctx)
	if want := (frontier.Stats{Queued: 2, Done: 1, Seen: 3}); st != want {
		t.Fatalf("Stats after crash = %+v, want %+v", st, want)
	}
	got := drain(t, g)
	if want := []string{leased.URL, "https://a.test/3"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("delivered after crash: %v, want %v", got, want)
	}
}

func TestBoltFrontierSingleProcess(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	f := openTest(t, dir)
	defer f.Close()
	start := time.Now()
	if g, err := Open(dir); err == nil {
		g.Close()
		t.Fatal("a second Open of a frontier in use succeeded")
	}
	// It gives up after bbolt's one-second lock timeout, not never.
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("second Open took %v to fail", d)
	}
}

const childEnv = "FRONTIER_TEST_BOLT_CHILD"

// TestBoltFrontierKill9 runs a child process that pushes, leases and
// finishes items, printing each Done once it returned, and kills it with
// SIGKILL in the middle. Reopened, the frontier must deliver every item
// not done, and none done.
func TestBoltFrontierKill9(t *testing.T) {
	if dir := os.Getenv(childEnv); dir != "" {
		kill9Child(dir)
		return
	}
	t.Parallel()
	const total, killAfter = 200, 40
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestBoltFrontierKill9$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"="+dir, "FRONTIER_TEST_BOLT_TOTAL="+strconv.Itoa(total))
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer cmd.Process.Kill()

	printed := map[string]bool{} // done, as the child said
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		line := lines.Text()
		if u, ok := strings.CutPrefix(line, "done "); ok {
			printed[u] = true
			if len(printed) == killAfter {
				break
			}
		} else if line == "pushed" {
			continue
		}
	}
	if len(printed) < killAfter {
		t.Fatalf("child stopped after %d done (%v)", len(printed), lines.Err())
	}
	if err := cmd.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	if err := cmd.Wait(); err == nil {
		t.Fatal("child exited cleanly; want it killed")
	}

	f := openTest(t, dir)
	defer f.Close()
	st, err := f.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Seen != total || st.Leased != 0 || st.Done < killAfter {
		t.Fatalf("Stats after kill -9 = %+v; want seen %d, none leased, at least %d done", st, total, killAfter)
	}
	got := drain(t, f)
	for _, u := range got {
		if printed[u] {
			t.Errorf("%s was done before the kill and delivered again", u)
		}
	}
	// Done after the last printed line but before the kill is fine: it is
	// done, not lost. Everything else must come back.
	if int64(len(got))+st.Done != total {
		t.Errorf("%d delivered + %d done = %d, want %d: items lost", len(got), st.Done, int64(len(got))+st.Done, total)
	}
	t.Logf("killed after %d printed done (%d done on disk), %d redelivered", len(printed), st.Done, len(got))
}

// kill9Child is the child of TestBoltFrontierKill9: it works until it
// is killed, and exits on its own after a while if nobody kills it.
func kill9Child(dir string) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	total, _ := strconv.Atoi(os.Getenv("FRONTIER_TEST_BOLT_TOTAL"))
	f, err := Open(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	items := make([]frontier.Item, total)
	for i := range items {
		items[i] = frontier.Item{URL: fmt.Sprintf("https://a.test/%d", i)}
	}
	if _, err := f.Push(ctx, items...); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	fmt.Println("pushed")
	// Two workers, so that leases are held when the kill comes.
	errs := make(chan error, 2)
	for range 2 {
		go func() {
			for {
				it, err := f.Next(ctx)
				if err != nil {
					errs <- err
					return
				}
				if err := f.Done(ctx, it); err != nil {
					errs <- err
					return
				}
				fmt.Println("done " + it.URL) // os.Stdout is unbuffered
			}
		}()
	}
	fmt.Fprintln(os.Stderr, "child:", <-errs)
	os.Exit(3)
}

// DoneMany marks queued, leased, unseen and repeated URLs done in one
// transaction, with the counters of one Done each, and it lasts a reopen.
func TestBoltFrontierDoneMany(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ctx := t.Context()
	f := openTest(t, dir)
	if _, err := f.Push(ctx, frontier.Item{URL: "https://a.test/leased"}, frontier.Item{URL: "https://a.test/queued"}, frontier.Item{URL: "https://a.test/left"}); err != nil {
		t.Fatal(err)
	}
	if it, err := f.Next(ctx); err != nil || it.URL != "https://a.test/leased" {
		t.Fatalf("next: %v %v", it, err)
	}
	batch := []frontier.Item{{URL: "https://a.test/leased"}, {URL: "https://a.test/queued"}, {URL: "https://a.test/unseen"}, {URL: "https://a.test/queued"}}
	if err := frontier.DoneAll(ctx, f, batch); err != nil {
		t.Fatal(err)
	}
	want := frontier.Stats{Seen: 4, Queued: 1, Leased: 0, Done: 3}
	if st, err := f.Stats(ctx); err != nil || st != want {
		t.Fatalf("stats after DoneMany: %+v %v, want %+v", st, err, want)
	}
	if err := f.DoneMany(ctx, batch); err != nil { // all done already: no change
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	f = openTest(t, dir)
	defer f.Close()
	if st, err := f.Stats(ctx); err != nil || st != want {
		t.Fatalf("stats after reopen: %+v %v, want %+v", st, err, want)
	}
	if got := drain(t, f); len(got) != 1 || got[0] != "https://a.test/left" {
		t.Fatalf("after reopen, the queue gave %v, want only the URL not marked done", got)
	}
}
