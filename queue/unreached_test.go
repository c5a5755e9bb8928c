package queue

import (
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestUnreachedNotedThenFolded (issue 9, rt46k M3): an ask refused
// because another process held the store's lock past its wait is noted
// beside the store (agent escaped, uid, pid, cwd, the command's head and
// length); the answer still fails closed; the next evaluation written
// folds the note into the trail as an "ask.unreached" entry and empties
// the side file; the trail verifies.
func TestUnreachedNotedThenFolded(t *testing.T) {
	path := storePath(t)
	st := store.New(path, store.WithLockTimeout(100*time.Millisecond))
	t.Cleanup(func() { checkStore(t, st) })
	s := New(st, WithNode("node-a"), WithHome("/home/op"))
	mustEvaluate(t, s, Request{Command: "ls", Agent: "bot", Cwd: "/srv/app"}) // makes the store
	side := store.UnreachedPath(path)

	// another open file description holds bbolt's lock, as another process would
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	cmd := "rm -rf /srv/data " + strings.Repeat("x", 300)
	ans, err := s.Evaluate(Request{Command: cmd, Agent: "b\x1b[2Jot", Cwd: "/srv/app"})
	if err != nil {
		t.Fatal(err)
	}
	var lock *store.LockError
	if !errors.As(ans.Unavailable, &lock) || ans.Ask != nil || ans.Outcome.String() == "allow" {
		t.Fatalf("answer %+v: want failed closed on the store's lock, nothing queued", ans)
	}
	raw, err := os.ReadFile(side)
	if err != nil {
		t.Fatalf("no side record: %v", err)
	}
	if fi, _ := os.Stat(side); fi.Mode().Perm() != 0o600 {
		t.Errorf("side file mode %v, want 0600", fi.Mode().Perm())
	}
	line := string(raw)
	for _, want := range []string{`"agent":"b\\e[2Jot"`, `"cwd":"/srv/app"`, `"command":"rm -rf /srv/data xxx`, `"command_bytes":317`, `"uid":`, `"pid":`} {
		if !strings.Contains(line, want) {
			t.Errorf("side record %s lacks %s", line, want)
		}
	}
	if strings.Count(line, "\n") != 1 || strings.ContainsRune(line, 0x1b) {
		t.Errorf("side record not one escaped line: %q", line)
	}
	if u, err := s.Unreached(); err != nil || u.Count != 1 {
		t.Errorf("Unreached = %+v, %v; want 1", u, err)
	}
	if c, err := s.Changes(0, true); err == nil {
		t.Errorf("changes read while the lock is held: %+v", c)
	}
	_ = f.Close() // releases the lock

	if c, err := s.Changes(0, true); err != nil || c.Unreached != 1 {
		t.Fatalf("Changes: unreached %v, %v; want 1", c, err)
	}
	if got := auditOf(t, s, store.KindUnreached); len(got) != 0 {
		t.Fatalf("folded before a write: %v", got)
	}
	mustEvaluate(t, s, Request{Command: "ls", Agent: "bot", Cwd: "/srv/app"})
	got := auditOf(t, s, store.KindUnreached)
	if len(got) != 1 {
		t.Fatalf("%d ask.unreached entries, want 1", len(got))
	}
	sum := Summarize(got[0])
	for _, want := range []string{"refused unqueued", `agent b\e[2Jot`, "cwd /srv/app", "rm -rf /srv/data", "(317 bytes in all)"} {
		if !strings.Contains(sum.Text, want) {
			t.Errorf("summary %q lacks %q", sum.Text, want)
		}
	}
	if sum.Outcome != "refuse" || got[0].Actor != "ozdesk" {
		t.Errorf("entry outcome %q actor %q", sum.Outcome, got[0].Actor)
	}
	if fi, err := os.Stat(side); err != nil || fi.Size() != 0 {
		t.Errorf("side file after the fold: %v, %v; want empty", fi, err)
	}
	if _, err := s.VerifyAudit(); err != nil {
		t.Errorf("verify: %v", err)
	}
	// folded once: another write adds nothing
	mustEvaluate(t, s, Request{Command: "ls", Agent: "bot", Cwd: "/srv/app"})
	if got := auditOf(t, s, store.KindUnreached); len(got) != 1 {
		t.Errorf("%d ask.unreached entries after another write, want 1", len(got))
	}
}

// TestUnreachedCountOnly: past the side file's cap a refusal is only
// counted, and the fold writes a count entry besides those described.
func TestUnreachedCountOnly(t *testing.T) {
	s := newService(t)
	mustEvaluate(t, s, Request{Command: "ls", Agent: "bot", Cwd: "/srv/app"})
	path := s.st.Path()
	n := 0
	for {
		fi, err := os.Stat(store.UnreachedPath(path))
		if err == nil && fi.Size() >= store.UnreachedFileCap {
			break
		}
		if err := store.NoteUnreached(path, store.Unreached{Agent: "bot", Command: strings.Repeat("y", 400), CommandBytes: 400}); err != nil {
			t.Fatal(err)
		}
		n++
	}
	for range 3 {
		if err := store.NoteUnreached(path, store.Unreached{Agent: "bot", Command: "z"}); err != nil {
			t.Fatal(err)
		}
	}
	mustEvaluate(t, s, Request{Command: "ls", Agent: "bot", Cwd: "/srv/app"})
	got := auditOf(t, s, store.KindUnreached)
	if len(got) != n+1 {
		t.Fatalf("%d entries, want %d described and a count", len(got), n)
	}
	if sum := Summarize(got[n]).Text; !strings.HasPrefix(sum, itoa(n+3)+" asks could not reach the store") {
		t.Errorf("count entry %q, want %d in all", sum, n+3)
	}
}
