package queue

import (
	"errors"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/internal/teststore"
	"ozdesk.dev/ozdesk/store"
)

func TestStoreMade(t *testing.T) {
	tests := []struct {
		name   string
		st     func(t *testing.T) *store.Store
		absent bool
	}{
		{"made", func(t *testing.T) *store.Store { return teststore.Open(t) }, false},
		{"missing", func(t *testing.T) *store.Store {
			return store.New(filepath.Join(t.TempDir(), "none", "desk.db"), store.WithoutCreate())
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := tt.st(t)
			defer st.Close()
			err := StoreMade(st)
			if got := errors.Is(err, store.ErrNoStore); got != tt.absent {
				t.Fatalf("StoreMade = %v; want ErrNoStore %v", err, tt.absent)
			}
			if !tt.absent && err != nil {
				t.Fatalf("StoreMade of a made store = %v", err)
			}
		})
	}
}
