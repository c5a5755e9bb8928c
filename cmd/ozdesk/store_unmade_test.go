package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.etcd.io/bbolt"
)

// unmadeStores are files at the store's path that no operator made into
// an ozdesk store: each writes one into path.
var unmadeStores = []struct {
	name string
	make func(t *testing.T, path string)
}{
	{"empty bbolt file", func(t *testing.T, path string) { boltFile(t, path, "") }},
	{"another program's bbolt file", func(t *testing.T, path string) { boltFile(t, path, "accounts") }},
	{"0 bytes", func(t *testing.T, path string) { writeStoreFile(t, path, nil) }},
	{"a page of noise", func(t *testing.T, path string) { writeStoreFile(t, path, noise(5000)) }},
	{"many pages of noise", func(t *testing.T, path string) { writeStoreFile(t, path, noise(64<<10)) }},
	{"text", func(t *testing.T, path string) { writeStoreFile(t, path, []byte("not a store\n")) }},
}

// boltFile makes a bbolt file at path with one bucket named bucket, or
// none when bucket is "".
func boltFile(t *testing.T, path, bucket string) {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if bucket != "" {
		err = db.Update(func(tx *bbolt.Tx) error { _, err := tx.CreateBucket([]byte(bucket)); return err })
	}
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		t.Fatal(err)
	}
}

func writeStoreFile(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
}

func noise(n int) []byte {
	b := make([]byte, n)
	r := rand.NewChaCha8([32]byte{1})
	_, _ = r.Read(b)
	return b
}

// TestStoreNotMadeFailsClosed: a file at the store's path that ozdesk
// init did not make (an empty bbolt file, another program's, an empty
// file, noise) is no store: every hook blocks in its harness's way,
// `ozdesk ask` and `ozdesk shell` refuse, each naming the file and
// 'ozdesk init', and none of them writes into the file. An empty bbolt
// file was taken as a fresh store with the default policy before
// (rt14h #6): `ls -la` was allowed and the schema written into it.
func TestStoreNotMadeFailsClosed(t *testing.T) {
	bin := buildOzdesk(t)
	for _, kind := range unmadeStores {
		t.Run(kind.name, func(t *testing.T) {
			dir := t.TempDir()
			db := filepath.Join(dir, "desk.db")
			kind.make(t, db)
			before, err := os.ReadFile(db)
			if err != nil {
				t.Fatal(err)
			}
			says := func(t *testing.T, r procResult) {
				t.Helper()
				all := r.stdout + r.stderr
				if !strings.Contains(all, db) || !strings.Contains(all, "ozdesk init") {
					t.Errorf("the answer names neither the file %s nor 'ozdesk init': stdout %q, stderr %q", db, r.stdout, r.stderr)
				}
			}
			oz := ozdeskCLI{bin: bin, db: db}
			for _, harness := range hookHarnesses {
				t.Run(harness, func(t *testing.T) {
					_, done := startHook(t, oz, harness, hookCall(t, harness, dir, "ls -la"), false, "--wait", "5s")
					r := done()
					if err := blocksIn(harness, r); err != nil {
						t.Errorf("%v (stdout %q, stderr %q)", err, r.stdout, r.stderr)
					}
					says(t, r)
				})
			}
			env := []string{"XDG_STATE_HOME=" + filepath.Join(dir, "state")}
			t.Run("ask", func(t *testing.T) {
				r := runProc(bin, env, "", "ask", "--db", db, "--agent", "a", "--cwd", dir, "--wait", "5s", "--", "ls", "-la")
				if r.code == 0 || r.code == exitUsage {
					t.Errorf("ozdesk ask exit %d, want a refusal (stdout %q, stderr %q)", r.code, r.stdout, r.stderr)
				}
				says(t, r)
			})
			t.Run("shell", func(t *testing.T) {
				marker := filepath.Join(dir, "ran")
				r := runProc(bin, append(env, "OZDESK_DB="+db), "", "shell", "--wait", "5s", "-c", "touch "+marker)
				if r.code != 126 {
					t.Errorf("ozdesk shell exit %d, want 126 (stdout %q, stderr %q)", r.code, r.stdout, r.stderr)
				}
				if _, err := os.Stat(marker); err == nil {
					t.Errorf("ozdesk shell ran the command")
				}
				says(t, r)
			})
			after, err := os.ReadFile(db)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(before, after) {
				t.Errorf("the file was written into (%d bytes before, %d after)", len(before), len(after))
			}
		})
	}
}

// TestInitOnUnmadeStore: `ozdesk init` says what it does with a file at
// the store's path that is no store. It makes the store in an empty bbolt
// file (it said "the store is there" before, as if one were), and leaves
// every other file as it is, exit 4, saying why and what to do (a file of
// noise was exit 2, "usage", with bbolt's bare "file size too small").
func TestInitOnUnmadeStore(t *testing.T) {
	bin := buildOzdesk(t)
	for _, kind := range unmadeStores {
		t.Run(kind.name, func(t *testing.T) {
			dir := t.TempDir()
			db := filepath.Join(dir, "desk.db")
			kind.make(t, db)
			before, err := os.ReadFile(db)
			if err != nil {
				t.Fatal(err)
			}
			r := runProc(bin, []string{"XDG_STATE_HOME=" + filepath.Join(dir, "state")}, "", "init", "--db", db)
			if kind.name == "empty bbolt file" {
				if r.code != 0 || !strings.Contains(r.stdout, "made the store: "+db) {
					t.Fatalf("init exit %d, stdout %q, stderr %q; want \"made the store\"", r.code, r.stdout, r.stderr)
				}
				if r := runProc(bin, nil, "", "init", "--db", db); !strings.Contains(r.stdout, "the store is there") {
					t.Errorf("init again: %q, want \"the store is there\"", r.stdout)
				}
				return
			}
			if r.code != exitStore || !strings.Contains(r.stderr, db) || !strings.Contains(r.stderr, "keep it for inspection") {
				t.Errorf("init exit %d, stderr %q; want exit %d naming the file and what to do", r.code, r.stderr, exitStore)
			}
			after, err := os.ReadFile(db)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(before, after) {
				t.Errorf("init wrote into the file (%d bytes before, %d after)", len(before), len(after))
			}
		})
	}
}
