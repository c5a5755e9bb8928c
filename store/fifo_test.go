//go:build unix

package store

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestStoreNotARegularFile: a FIFO or a directory at the store's path is
// refused as unsafe at once by every way in, never opened (a FIFO would
// block the open until a writer came).
func TestStoreNotARegularFile(t *testing.T) {
	tests := []struct {
		name string
		make func(path string) error
	}{
		{"fifo", func(p string) error { return syscall.Mkfifo(p, 0o600) }},
		{"directory", func(p string) error { return syscall.Mkdir(p, 0o700) }},
	}
	ways := map[string]func(*Store) error{
		"view":   func(s *Store) error { return s.View(func(*Tx) error { return nil }) },
		"update": func(s *Store) error { return s.Update(func(*Tx) error { return nil }) },
	}
	for _, tt := range tests {
		for way, do := range ways {
			t.Run(tt.name+"/"+way, func(t *testing.T) {
				path := filepath.Join(t.TempDir(), "desk.db")
				if err := tt.make(path); err != nil {
					t.Fatal(err)
				}
				done := make(chan error, 1)
				go func() { done <- do(New(path)) }()
				select {
				case err := <-done:
					if !errors.Is(err, ErrUnsafe) {
						t.Errorf("%s: %v, want ErrUnsafe", way, err)
					}
				case <-time.After(10 * time.Second):
					t.Fatalf("%s of a %s did not return in 10 s", way, tt.name)
				}
			})
		}
	}
}
