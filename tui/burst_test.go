package tui

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// deskState is what the desk shows that a burst can get wrong: its rows,
// the audit entries its audit view holds, and whether it has caught up.
type deskState struct {
	rows   []string
	audit  []uint64
	head   uint64
	settle bool
}

// readDesk reads d's state on its own goroutine.
func readDesk(t *testing.T, d *asyncDesk) deskState {
	t.Helper()
	var s deskState
	if !d.probe(func(m *Model) {
		for _, a := range m.list.all {
			s.rows = append(s.rows, a.ID)
		}
		for _, e := range m.audit.entries {
			s.audit = append(s.audit, e.seq)
		}
		s.head = m.auditSeq
		s.settle = !m.loading && !m.dirty
	}) {
		t.Fatal("the desk stopped answering")
	}
	return s
}

// TestBurstsOfRealAsks runs rounds of concurrent `ozdesk ask` processes
// (the real binary) against a desk model running as a program does, fed
// by the real store through queue.Service.Changes, its reads overlapping
// the store's changes. After each burst the desk's rows
// are the store's pending asks, none twice, and its audit view holds the
// trail's entries, each once.
func TestBurstsOfRealAsks(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	o := findOzdesk(t)
	if !o.real {
		t.Skip("needs the real ozdesk command")
	}
	const rounds, burst = 6, 12
	db := filepath.Join(t.TempDir(), "desk.db")
	svc := queue.New(store.New(db), queue.WithNode("burst-node"))
	if _, err := svc.Init(); err != nil { // the desk makes the store; askers never do
		t.Fatal(err)
	}
	set := store.DefaultSettings() // one agent asks them all: let every one wait
	set.MaxPendingPerAgent = rounds * burst
	if _, err := svc.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	m, err := newDesk(Config{Service: svc, Operator: "alice", Node: "burst-node", Now: time.Now,
		Width: 100, Height: 30, Env: []string{"LANG=C.UTF-8", "TERM=xterm-256color"}}, t.Context())
	if err != nil {
		t.Fatal(err)
	}
	d := startAsync(t, m)
	// The desk waits on the queue for changes (WaitChange); besides, as
	// a hasty watch would, tell it of changes all along the burst, so that
	// its reads overlap commits.
	hasty := func() (stop func()) {
		done := make(chan struct{})
		exited := make(chan struct{})
		go func() {
			defer close(exited)
			for {
				select {
				case <-done:
					return
				case <-time.After(2 * time.Millisecond):
					d.send(StoreChangedMsg{})
				}
			}
		}()
		return func() { close(done); <-exited }
	}
	for round := range rounds {
		stopHasty := hasty()
		askers := make([]*asker, burst)
		for i := range burst {
			askers[i] = startAsker(t, o, db, fmt.Sprintf("npm publish --tag r%d-%d", round, i))
		}
		want := (round + 1) * burst
		deadline := time.Now().Add(20 * time.Second)
		for {
			time.Sleep(5 * time.Millisecond)
			pending, err := svc.Pending()
			if err != nil {
				t.Fatal(err)
			}
			if len(pending) == want {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("round %d: %d asks pending, want %d%s", round, len(pending), want, exitedAskers(askers))
			}
		}
		stopHasty()
		checkDeskMatches(t, d, svc, auditSeqs(t, o, db), round)
	}
}

// checkDeskMatches waits for the desk to catch up with the store and
// compares what it shows with what the store holds: its pending asks,
// and the audit trail (trail, as `ozdesk audit` reads it).
func checkDeskMatches(t *testing.T, d *asyncDesk, svc *queue.Service, trail []uint64, round int) {
	t.Helper()
	pending, err := svc.Pending()
	if err != nil {
		t.Fatal(err)
	}
	var s deskState
	d.send(StoreChangedMsg{})
	for deadline := time.Now().Add(20 * time.Second); ; {
		if s = readDesk(t, d); s.settle && len(trail) > 0 && s.head == trail[len(trail)-1] {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("round %d: the desk never caught up: at %d, settled %v", round, s.head, s.settle)
		}
		time.Sleep(5 * time.Millisecond)
	}
	var ids []string
	for _, a := range pending {
		ids = append(ids, a.ID)
	}
	if !slices.Equal(s.rows, ids) {
		t.Errorf("round %d: the desk shows %d rows, the store holds %d pending asks:\nrows  %v\nstore %v", round, len(s.rows), len(ids), s.rows, ids)
	}
	if !slices.Equal(s.audit, trail) {
		t.Errorf("round %d: the audit view holds %d entries, the trail %d", round, len(s.audit), len(trail))
	}
}

// auditSeqs lists the seqs of the whole audit trail, as `ozdesk audit
// --json` prints it.
func auditSeqs(t *testing.T, o ozdesk, db string) []uint64 {
	t.Helper()
	out, err := exec.Command(o.bin, "--db", db, "audit", "--json").Output()
	if err != nil {
		t.Fatalf("ozdesk audit --json: %v", err)
	}
	var seqs []uint64
	for line := range strings.Lines(string(out)) {
		var e store.AuditEntry
		if err := json.Unmarshal([]byte(line), &e); err != nil {
			t.Fatalf("ozdesk audit --json: %v: %q", err, line)
		}
		seqs = append(seqs, e.Seq)
	}
	return seqs
}

// exitedAskers says which askers have already exited, and what they
// printed: an asker that left before its ask was decided explains a
// missing ask (e.g. it could not take the store's lock on a loaded machine).
func exitedAskers(askers []*asker) string {
	var b strings.Builder
	for i, a := range askers {
		select {
		case err := <-a.done:
			a.done <- err // for the cleanup
			fmt.Fprintf(&b, "\nasker %d exited (%v): %s", i, err, strings.TrimSpace(a.out.String()))
		default:
		}
	}
	return b.String()
}
