package queue

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// brokenTrail reads a real trail with some of its entries taken out or
// changed, as a trail broken in the store reads.
type brokenTrail struct{ entries []store.AuditEntry }

func (b brokenTrail) Audit(after uint64, limit int) ([]store.AuditEntry, error) {
	var out []store.AuditEntry
	for _, e := range b.entries {
		if e.Seq > after && len(out) < limit {
			out = append(out, e)
		}
	}
	return out, nil
}

// TestExportAuditRefusesABrokenTrail (rt18g 8): an export of a trail
// with an entry missing, or edited, wrote the break on (exit 0, and the
// cut to run). It stops at the break with the break's AuditError.
func TestExportAuditRefusesABrokenTrail(t *testing.T) {
	s := newService(t)
	for range 6 {
		mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	}
	all, err := s.Audit(0, 0)
	if err != nil || len(all) < 6 {
		t.Fatalf("the trail: %d entries, %v", len(all), err)
	}
	missing := append(append([]store.AuditEntry(nil), all[:3]...), all[4:]...)
	edited := append([]store.AuditEntry(nil), all...)
	edited[3].Actor = "someone else"
	for _, tc := range []struct {
		name    string
		entries []store.AuditEntry
		problem store.AuditProblem
	}{
		{"missing", missing, store.AuditMissing},
		{"edited", edited, store.AuditEdited},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			_, err := ExportAudit(brokenTrail{tc.entries}, &out, ExportStop{})
			var broken *store.AuditError
			if !errors.As(err, &broken) || broken.Seq != all[3].Seq || broken.Problem != tc.problem {
				t.Fatalf("export of a trail with entry %d %s: %v; want the break named", all[3].Seq, tc.name, err)
			}
			if strings.Count(out.String(), "\n") > 3 {
				t.Errorf("the export went on past the break:\n%s", out.String())
			}
		})
	}
	var out bytes.Buffer
	if _, err := ExportAudit(brokenTrail{all}, &out, ExportStop{}); err != nil {
		t.Fatalf("export of the whole trail: %v", err)
	}
}
