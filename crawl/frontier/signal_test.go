package frontier

import (
	"context"
	"errors"
	"testing"
)

func TestSignalWakesWhoTookTheChannel(t *testing.T) {
	var s Signal // the zero value is ready
	before := s.C()
	if s.C() != before {
		t.Fatal("C changed without a Broadcast")
	}
	s.Broadcast()
	select {
	case <-before:
	default:
		t.Fatal("Broadcast did not close the channel taken before it")
	}
	after := s.C()
	select {
	case <-after:
		t.Fatal("the channel taken after a Broadcast is already closed")
	default:
	}
}

func TestAwaitClaimsAfterEachBroadcast(t *testing.T) {
	var s Signal
	calls := make(chan int, 3)
	n := 0
	claim := func() (Item, bool, error) {
		n++
		calls <- n
		switch n {
		case 1, 2:
			return Item{}, false, nil // nothing yet
		}
		return Item{URL: "https://a.test/"}, true, nil
	}
	done := make(chan Item, 1)
	go func() {
		it, err := s.Await(t.Context(), claim)
		if err != nil {
			t.Error(err)
		}
		done <- it
	}()
	for want := 1; want <= 2; want++ {
		if got := <-calls; got != want {
			t.Fatalf("claim #%d, want #%d", got, want)
		}
		s.Broadcast() // the waiter took its channel before claiming: it wakes
	}
	if it := <-done; it.URL != "https://a.test/" {
		t.Fatalf("Await = %+v", it)
	}
}

func TestAwaitEnds(t *testing.T) {
	var s Signal
	exhausted := func() (Item, bool, error) { return Item{}, false, ErrExhausted }
	if _, err := s.Await(t.Context(), exhausted); !errors.Is(err, ErrExhausted) {
		t.Fatalf("Await = %v, want ErrExhausted", err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	nothing := func() (Item, bool, error) { cancel(); return Item{}, false, nil }
	if _, err := s.Await(ctx, nothing); !errors.Is(err, context.Canceled) {
		t.Fatalf("Await = %v, want context.Canceled", err)
	}
}
