package store

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

func TestNotify(t *testing.T) {
	st := New(filepath.Join(t.TempDir(), "desk.db"))
	ctx, cancel := context.WithCancel(context.Background())
	ch := st.Notify(ctx)
	signalled := func() bool {
		select {
		case _, ok := <-ch:
			return ok
		case <-time.After(50 * time.Millisecond):
			return false
		}
	}
	steps := []struct {
		name string
		do   func() error
		want bool
	}{
		{"a commit signals", func() error { return st.Update(func(*Tx) error { return nil }) }, true},
		{"a read does not", func() error { return st.View(func(*Tx) error { return nil }) }, false},
		{"a rolled-back update does not", func() error {
			if err := st.Update(func(*Tx) error { return errors.New("no") }); err == nil {
				t.Fatal("the update did not fail")
			}
			return nil
		}, false},
		{"two commits signal once", func() error {
			for range 2 {
				if err := st.Update(func(*Tx) error { return nil }); err != nil {
					return err
				}
			}
			return nil
		}, true},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got := signalled(); got != s.want {
			t.Errorf("%s: signalled %v, want %v", s.name, got, s.want)
		}
	}
	if signalled() {
		t.Errorf("two commits signalled twice")
	}
	cancel()
	select {
	case _, ok := <-ch:
		if ok {
			t.Errorf("a signal after the context ended")
		}
	case <-time.After(time.Second):
		t.Errorf("the channel was not closed when the context ended")
	}
}
