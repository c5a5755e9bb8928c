package store

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

func TestFileModes(t *testing.T) {
	s := openTestStore(t)
	for path, want := range map[string]os.FileMode{
		s.Path():                             0o600,
		filepath.Dir(s.Path()):               0o700 | os.ModeDir,
		filepath.Dir(filepath.Dir(s.Path())): 0o700 | os.ModeDir,
	} {
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode() != want {
			t.Errorf("%s: mode %v, want %v", path, fi.Mode(), want)
		}
	}
}

func TestNoStore(t *testing.T) {
	dir := t.TempDir()
	bare := filepath.Join(dir, "bare.db") // a bbolt file with no buckets
	rawUpdate(t, bare, func(*bbolt.Tx) error { return nil })
	for name, path := range map[string]string{
		"missing file":      filepath.Join(dir, "desk.db"),
		"missing directory": filepath.Join(dir, "no", "such", "desk.db"),
		"bbolt, no buckets": bare,
	} {
		t.Run(name, func(t *testing.T) {
			s := New(path)
			err := s.View(func(*Tx) error { t.Error("view ran"); return nil })
			if !errors.Is(err, ErrNoStore) {
				t.Fatalf("View: %v, want ErrNoStore", err)
			}
			if !strings.Contains(err.Error(), path) {
				t.Errorf("error %q does not name the file", err)
			}
			if _, err := os.Stat(filepath.Dir(path)); name == "missing directory" && err == nil {
				t.Error("a view created the directory")
			}
			// The first write makes the store.
			mustUpdate(t, s, func(tx *Tx) error { return tx.PutSettings(DefaultSettings()) })
			mustView(t, s, func(*Tx) error { return nil })
			checkStore(t, s)
		})
	}
}

func TestCorrupt(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.db")
	if err := os.WriteFile(garbage, []byte(strings.Repeat("not a bbolt file\n", 2000)), 0o600); err != nil {
		t.Fatal(err)
	}
	short := filepath.Join(dir, "short.db")
	if err := os.WriteFile(short, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	foreign := filepath.Join(dir, "foreign.db")
	rawUpdate(t, foreign, func(tx *bbolt.Tx) error {
		_, err := tx.CreateBucket([]byte("etcd"))
		return err
	})
	badRecord := openTestStore(t).Path()
	rawUpdate(t, badRecord, func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(bucketAsks)).Put([]byte(FormatAskID(1)), []byte("{not json"))
	})

	for name, path := range map[string]string{"garbage": garbage, "one byte": short, "another program's bbolt file": foreign} {
		t.Run(name, func(t *testing.T) {
			s := New(path)
			err := s.View(func(*Tx) error { return nil })
			if !errors.Is(err, ErrCorrupt) {
				t.Errorf("View: %v, want ErrCorrupt", err)
			}
			t.Log(err)
			if err := s.Update(func(*Tx) error { return nil }); !errors.Is(err, ErrCorrupt) {
				t.Errorf("Update: %v, want ErrCorrupt", err)
			}
		})
	}
	t.Run("record that does not decode", func(t *testing.T) {
		err := New(badRecord).View(func(tx *Tx) error {
			_, err := tx.GetAsk("1")
			return err
		})
		if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "ask 0000000001") {
			t.Errorf("GetAsk: %v, want ErrCorrupt naming the ask", err)
		}
	})
}

func TestNewerSchema(t *testing.T) {
	s := newTestStore(t)
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchema), []byte(strconv.Itoa(SchemaVersion+1)))
	})
	for name, run := range map[string]func(func(*Tx) error) error{"view": s.View, "update": s.Update} {
		err := run(func(*Tx) error { t.Errorf("%s ran", name); return nil })
		var se *SchemaError
		if !errors.Is(err, ErrNewerSchema) || !errors.As(err, &se) {
			t.Fatalf("%s: %v, want ErrNewerSchema", name, err)
		}
		if se.Found != SchemaVersion+1 || se.Known != SchemaVersion || !strings.Contains(err.Error(), "upgrade ozdesk") {
			t.Errorf("%s: %+v %q", name, se, err)
		}
	}
	// The refused update left the version alone.
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
		if v := tx.Bucket([]byte(bucketMeta)).Get([]byte(metaSchema)); string(v) != strconv.Itoa(SchemaVersion+1) {
			t.Errorf("schema now %q", v)
		}
		return nil
	})
}

func TestLocked(t *testing.T) {
	s := openTestStore(t, WithLockTimeout(200*time.Millisecond))
	// Another holder of the file: a second open description in this
	// process conflicts with the store's opens just as another process does.
	db, err := bbolt.Open(s.Path(), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, run := range map[string]func(func(*Tx) error) error{"view": s.View, "update": s.Update} {
		start := time.Now()
		err := run(func(*Tx) error { t.Errorf("%s ran", name); return nil })
		if !errors.Is(err, ErrLocked) {
			t.Fatalf("%s: %v, want ErrLocked", name, err)
		}
		want := "store " + s.Path() + " stayed busy for more than 200ms: other processes held its lock (many at once, or one holding it open); try again"
		if err.Error() != want {
			t.Errorf("%s: %q\nwant %q", name, err, want)
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%s gave up after %v", name, took)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	mustUpdate(t, s, func(*Tx) error { return nil })
	// The first timed-out open left one waiter parked in the kernel (the
	// second polled); with the lock free it lets go.
	for deadline := time.Now().Add(5 * time.Second); s.blocked.Load(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the parked lock waiter never finished")
		}
	}
}

func TestLockErrorDefaultMessage(t *testing.T) {
	err := error(&LockError{Path: "/x/desk.db", Wait: DefaultLockTimeout})
	want := "store /x/desk.db stayed busy for more than 5s: other processes held its lock (many at once, or one holding it open); try again"
	if err.Error() != want || !errors.Is(err, ErrLocked) {
		t.Errorf("%q", err)
	}
}

func TestUpdateRollsBack(t *testing.T) {
	s := openTestStore(t)
	mine := errors.New("mine")
	err := s.Update(func(tx *Tx) error {
		if err := tx.PutSettings(Settings{FourEyes: true, Fallback: OutcomeAsk, AskWait: time.Minute, AskWaitMax: time.Hour, MaxPendingPerAgent: 20}); err != nil {
			return err
		}
		if _, err := tx.AppendAudit(AuditEntry{Kind: KindSetting}); err != nil {
			return err
		}
		return mine
	})
	if err != mine {
		t.Fatalf("Update returned %v, want the function's error as it is", err)
	}
	mustView(t, s, func(tx *Tx) error {
		got, err := tx.Settings()
		if err != nil || got != DefaultSettings() {
			t.Errorf("settings after rollback: %+v, %v", got, err)
		}
		if n, _ := tx.AuditSince(0, 0); len(n) != 0 {
			t.Errorf("audit after rollback: %v", n)
		}
		return nil
	})
}

func TestPanicFailsClosed(t *testing.T) {
	s := openTestStore(t)
	err := s.Update(func(tx *Tx) error {
		if _, err := tx.AppendAudit(AuditEntry{Kind: KindSetting}); err != nil {
			return err
		}
		panic("boom")
	})
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("Update: %v, want ErrCorrupt", err)
	}
	mustView(t, s, func(tx *Tx) error {
		if info, _ := tx.Info(); info.Audit.Seq != 0 {
			t.Errorf("the panicking transaction committed: %+v", info)
		}
		return nil
	})
}

func TestWriteInView(t *testing.T) {
	s := openTestStore(t)
	err := s.View(func(tx *Tx) error {
		if tx.Writable() {
			t.Error("view is writable")
		}
		return tx.PutSettings(DefaultSettings())
	})
	if !errors.Is(err, errReadOnly) {
		t.Errorf("PutSettings in a view: %v", err)
	}
}

func TestInfo(t *testing.T) {
	start := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	s := openTestStore(t, WithClock(fixedClock(start)))
	mustView(t, s, func(tx *Tx) error {
		info, err := tx.Info()
		want := Info{Path: s.Path(), Schema: SchemaVersion, Created: start}
		if err != nil || info != want {
			t.Errorf("Info = %+v, %v; want %+v", info, err, want)
		}
		return nil
	})
}

func TestTruncatedFile(t *testing.T) {
	s := newTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error {
		for range 3000 {
			if _, err := putAskAndAudit(tx, "agent", strings.Repeat("x", 200)); err != nil {
				return err
			}
		}
		return nil
	})
	fi, err := os.Stat(s.Path())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(s.Path(), fi.Size()/2); err != nil {
		t.Fatal(err)
	}
	// Reading pages past the new end of the file faults inside bbolt's
	// mapping; the store must fail closed, not crash.
	_, err = s.VerifyAudit()
	if !errors.Is(err, ErrCorrupt) {
		t.Fatalf("VerifyAudit of a truncated file: %v, want ErrCorrupt", err)
	}
	t.Log(err)
	if err := s.Update(func(*Tx) error { return nil }); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Update of a truncated file: %v, want ErrCorrupt", err)
	}
}

// TestMissingBucket deletes a bucket from the raw file: a store without
// its rules would read as a store with none, so it is ErrCorrupt.
func TestMissingBucket(t *testing.T) {
	for _, name := range []string{bucketRules, bucketAudit, bucketPending} {
		t.Run(name, func(t *testing.T) {
			s := newTestStore(t)
			rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error { return tx.DeleteBucket([]byte(name)) })
			for op, run := range map[string]func(func(*Tx) error) error{"view": s.View, "update": s.Update} {
				err := run(func(*Tx) error { return nil })
				if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), name) {
					t.Errorf("%s: %v, want ErrCorrupt naming %s", op, err, name)
				}
			}
		})
	}
}

// TestLockWaitWithin: the lock wait of an operation that may wait is half
// its wait, bounded both ways; an unknown wait gets a minute.
func TestLockWaitWithin(t *testing.T) {
	for _, tt := range []struct{ wait, want time.Duration }{
		{0, time.Minute},
		{time.Second, DefaultLockTimeout},
		{20 * time.Second, 10 * time.Second},
		{20 * time.Minute, MaxLockWait},
	} {
		if got := LockWaitWithin(tt.wait); got != tt.want {
			t.Errorf("LockWaitWithin(%v) = %v, want %v", tt.wait, got, tt.want)
		}
	}
}
