package redis

import (
	"slices"
	"sync"
	"testing"
	"time"
)

// TestRedisBucketPacesAllWorkers runs workers sharing one host's bucket
// and checks the tokens they were given in every window of T seconds. A
// token is stamped with the time the server gave it for (a time on its
// clock, exact), not when the worker's timer fired (late by however busy
// the machine is): the windows are those the server keeps, whatever the
// load.
func TestRedisBucketPacesAllWorkers(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	for _, tc := range []struct {
		name    string
		r       float64
		b       int
		workers int
		each    int
	}{
		{"r=5 b=2", 5, 2, 3, 40},
		{"r=50 b=5", 50, 5, 3, 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			prefix := testPrefix(t, url)
			var mu sync.Mutex
			var stamps []time.Time
			var wg sync.WaitGroup
			for range tc.workers {
				// Each worker its own client, as on its own machine.
				f := openTest(t, t.Context(), url, prefix, Options{})
				rb := f.Bucket()
				wg.Go(func() {
					for range tc.each {
						at, _, err := rb.reserve(t.Context(), "a.test", tc.r, tc.b)
						if err != nil {
							t.Error(err)
							return
						}
						mu.Lock()
						stamps = append(stamps, at)
						mu.Unlock()
					}
				})
			}
			wg.Wait()
			slices.SortFunc(stamps, func(a, b time.Time) int { return a.Compare(b) })
			span := stamps[len(stamps)-1].Sub(stamps[0])
			windows := []time.Duration{200 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, span}
			for _, w := range windows {
				// The bucket lets b + r·T requests start in any window of T
				// on the server's clock. The times are whole microseconds,
				// and 1/r is not: two tokens spaced by just over T may be
				// stamped T apart, which can put one more in a closed
				// window, at its edge. Hence the +1.
				limit := float64(tc.b) + tc.r*w.Seconds() + 1
				most, at := maxInWindow(stamps, w)
				if float64(most) > limit {
					t.Errorf("%d requests in the %v window starting %v after the first; at most %.1f allowed",
						most, w, stamps[at].Sub(stamps[0]), limit)
				}
			}
			// And the bucket does not starve them: the tokens span
			// (n - b) / r, to the microsecond when the workers ask faster
			// than the rate (on a busy machine they may fall behind it a
			// little).
			n := tc.workers * tc.each
			want := time.Duration(float64(n-tc.b) / tc.r * float64(time.Second))
			if span < want-time.Millisecond || span > want+want/2 {
				t.Errorf("%d tokens spanned %v, want %v", n, span, want)
			}
		})
	}
}

// maxInWindow returns the most stamps (sorted) in a closed window of
// length w, and the index of the first stamp of that window.
func maxInWindow(stamps []time.Time, w time.Duration) (most, at int) {
	j := 0
	for i := range stamps {
		for j < len(stamps) && stamps[j].Sub(stamps[i]) <= w {
			j++
		}
		if j-i > most {
			most, at = j-i, i
		}
	}
	return most, at
}

func TestRedisBucketPauseUntil(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	prefix := testPrefix(t, url)
	f := openTest(t, t.Context(), url, prefix, Options{})
	rb := f.Bucket()
	ctx := t.Context()
	const host = "slow.test"
	if d, err := rb.Reserve(ctx, host, 100, 1); err != nil || d != 0 {
		t.Fatalf("first Reserve = %v, %v; want 0", d, err)
	}
	until := time.Now().Add(500 * time.Millisecond)
	if err := rb.PauseUntil(ctx, host, until); err != nil {
		t.Fatal(err)
	}
	// An earlier pause does not shorten it.
	if err := rb.PauseUntil(ctx, host, time.Now().Add(100*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
	// Another worker (another client) sees the pause.
	other := openTest(t, ctx, url, prefix, Options{}).Bucket()
	for i, rb := range []*Bucket{rb, other} {
		d, err := rb.Reserve(ctx, host, 100, 1)
		if err != nil {
			t.Fatal(err)
		}
		// Reserve #i may go at the pause, then 1/r after it (burst 1).
		want := time.Until(until) + time.Duration(i)*10*time.Millisecond
		if diff := d - want; diff < -50*time.Millisecond || diff > 50*time.Millisecond {
			t.Errorf("Reserve #%d after PauseUntil = %v, want about %v", i, d, want)
		}
	}
	// Other hosts are not paused.
	if d, err := rb.Reserve(ctx, "fast.test", 100, 1); err != nil || d != 0 {
		t.Fatalf("Reserve of another host = %v, %v; want 0", d, err)
	}
	// A pause in the past is nothing.
	if err := rb.PauseUntil(ctx, "fast.test", time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	if d, _ := rb.Reserve(ctx, "fast.test", 1, 2); d != 0 {
		t.Fatalf("Reserve after a past pause = %v", d)
	}
	if _, err := rb.Reserve(ctx, "fast.test", 0, 1); err == nil {
		t.Fatal("Reserve with rate 0 succeeded")
	}
	if err := rb.Wait(ctx, "fast.test", 1000, 1); err != nil {
		t.Fatal(err)
	}
}

// Wait waits for the token's time: never less (a busy machine can only
// make it later).
func TestRedisBucketWaitWaits(t *testing.T) {
	t.Parallel()
	url := redisURL(t)
	rb := openTest(t, t.Context(), url, testPrefix(t, url), Options{}).Bucket()
	const r = 5.0 // a token each 200ms, after a burst of 1
	start := time.Now()
	for range 3 {
		if err := rb.Wait(t.Context(), "a.test", r, 1); err != nil {
			t.Fatal(err)
		}
	}
	if d := time.Since(start); d < 2*time.Second/r-2*time.Millisecond {
		t.Fatalf("3 tokens at %v/s with a burst of 1 took %v, want at least %v", r, d, 2*time.Second/r)
	}
}
