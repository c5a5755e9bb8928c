package queue

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAnchors: a head written outside the store with AnchorHead is held
// by the trail as it grows; a trail that lost it (the store deleted and
// made again, an entry rewritten) fails VerifyAudit and CheckAnchor with
// an AnchorError.
func TestAnchors(t *testing.T) {
	cases := []struct {
		name  string
		after func(t *testing.T, s *Service, anchor store.AuditHead) store.AuditHead // returns the anchor to check
		ok    bool
	}{
		{"the trail grew", func(t *testing.T, s *Service, a store.AuditHead) store.AuditHead {
			mustEvaluate(t, s, Request{Command: "ls"})
			return a
		}, true},
		{"the store deleted and made again", func(t *testing.T, s *Service, a store.AuditHead) store.AuditHead {
			if err := os.Remove(s.StorePath()); err != nil {
				t.Fatal(err)
			}
			// Another process makes it again: this one, which read
			// the old trail's head, refuses to write to the new one.
			if a, err := s.Evaluate(Request{Command: "ls", Cwd: "/work/proj"}); err != nil || !errors.Is(a.Unavailable, store.ErrAuditBroken) {
				t.Errorf("evaluate in the store made again, by the process that saw the old one: %+v, %v; want it unavailable, ErrAuditBroken", a, err)
			}
			mustEvaluate(t, New(store.New(s.StorePath()), WithNode("node-a")), Request{Command: "ls"})
			return a
		}, false},
		{"another hash at that entry", func(t *testing.T, s *Service, a store.AuditHead) store.AuditHead {
			a.Hash = strings.Repeat("0", 64)
			return a
		}, false},
		{"an entry past the head", func(t *testing.T, s *Service, a store.AuditHead) store.AuditHead {
			a.Seq += 10
			return a
		}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /"})
			mustEvaluate(t, s, Request{Command: "make"})
			file := filepath.Join(t.TempDir(), "anchor")
			head, err := s.AnchorHead(file)
			if err != nil || head.Seq != 2 {
				t.Fatalf("AnchorHead = %+v, %v", head, err)
			}
			if fi, err := os.Stat(file); err != nil || fi.Mode().Perm() != 0o644 {
				t.Errorf("anchor file: %v, %v; want mode 0644", fi, err)
			}
			read, err := ReadAnchor(file)
			if err != nil || read != head {
				t.Fatalf("ReadAnchor = %+v, %v; want %+v", read, err, head)
			}
			anchor := tc.after(t, s, head)
			_, err = s.VerifyAudit(anchor)
			var ae *AnchorError
			switch {
			case tc.ok && err != nil:
				t.Errorf("VerifyAudit: %v", err)
			case !tc.ok && (!errors.As(err, &ae) || !errors.Is(err, store.ErrAuditBroken)):
				t.Errorf("VerifyAudit: %v; want an AnchorError", err)
			}
			// CheckAnchor (what a restarted broker runs) agrees.
			err = s.CheckAnchor(anchor)
			switch {
			case tc.ok && err != nil:
				t.Errorf("CheckAnchor: %v", err)
			case !tc.ok && (!errors.As(err, &ae) || !errors.Is(err, store.ErrAuditBroken)):
				t.Errorf("CheckAnchor: %v; want an AnchorError", err)
			}
		})
	}
}

// TestAnchorHeadKeepsAnchorOnRollback: a store put back to an older copy
// under a running broker, and written again by another process (a
// fork), is not anchored: AnchorHead fails with an AnchorError and
// leaves the file holding the head it anchored before, which 'audit
// verify --anchor' and the next start then check. Before (rt18f #2),
// the anchor moved back to the rolled-back head, then onto the fork.
func TestAnchorHeadKeepsAnchorOnRollback(t *testing.T) {
	s := newService(t)
	mustEvaluate(t, s, Request{Command: "make"})
	older, err := os.ReadFile(s.StorePath())
	if err != nil {
		t.Fatal(err)
	}
	mustEvaluate(t, s, Request{Command: "make test"})
	mustEvaluate(t, s, Request{Command: "make all"})
	file := filepath.Join(t.TempDir(), "anchor")
	head, err := s.AnchorHead(file)
	if err != nil || head.Seq != 3 {
		t.Fatalf("AnchorHead = %+v, %v", head, err)
	}
	if err := os.WriteFile(s.StorePath(), older, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, want := range []uint64{1, 3} {
		if want == 3 {
			other := New(store.New(s.StorePath()), WithNode("node-b"))
			mustEvaluate(t, other, Request{Command: "ls /fork"})
			mustEvaluate(t, other, Request{Command: "ls /fork/2"})
		}
		got, err := s.AnchorHead(file)
		var ae *AnchorError
		if !errors.As(err, &ae) || !errors.Is(err, store.ErrAuditBroken) {
			t.Fatalf("AnchorHead on the trail at entry %d: %+v, %v; want an AnchorError", want, got, err)
		}
		if read, err := ReadAnchor(file); err != nil || read != head {
			t.Errorf("the anchor file holds %+v, %v; want %+v kept", read, err, head)
		}
	}
}

func TestParseAnchor(t *testing.T) {
	hash := strings.Repeat("ab", 32)
	for text, ok := range map[string]bool{
		"3:" + hash: true, "3:" + hash + " 2026-12-01T00:00:00Z\n": true,
		"0:" + hash: false, "3:" + hash[:10]: false, "3" + hash: false, "x:" + hash: false,
		"3:" + strings.ToUpper(hash): false, "": false,
	} {
		h, err := ParseAnchor(text)
		if ok != (err == nil) || ok && (h.Seq != 3 || h.Hash != hash || FormatAnchor(h) != "3:"+hash) {
			t.Errorf("ParseAnchor(%q) = %+v, %v", text, h, err)
		}
	}
}
