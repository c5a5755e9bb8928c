package queue

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestVerifyExportAnchorOutside: an anchor the export does not reach is
// never passed unchecked (rt17f finding 1: an export with its last
// entries dropped verified, exit 0, against the head recorded when it was
// written, and against any made-up hash past its end).
func TestVerifyExportAnchorOutside(t *testing.T) {
	s := newService(t)
	for _, cmd := range []string{"ls -la", "cat notes.txt", "git status", "git log", "pwd"} {
		mustEvaluate(t, s, Request{Command: cmd, Agent: "bot"})
	}
	var out bytes.Buffer
	if _, err := ExportAudit(s, &out, ExportStop{}); err != nil {
		t.Fatal(err)
	}
	full := out.String()
	whole, err := VerifyExport(strings.NewReader(full))
	if err != nil {
		t.Fatalf("the export as written: %v", err)
	}
	lines := strings.SplitAfter(full, "\n")
	lines = lines[:len(lines)-1] // the empty string after the last newline
	truncated := strings.Join(lines[:len(lines)-2], "")
	later := strings.Join(lines[2:], "") // starts after entry 2
	second, err := VerifyExport(strings.NewReader(later))
	if err != nil || second.From.Seq != 2 {
		t.Fatalf("the export from entry 3: %+v %v", second, err)
	}
	madeUp := strings.Repeat("0", 64)
	tests := []struct {
		name   string
		in     string
		anchor store.AuditHead
		ok     bool
	}{
		{"the head, whole export", full, whole.Head, true},
		{"the recorded head, last entries dropped", truncated, whole.Head, false},
		{"a made-up hash past the end", truncated, store.AuditHead{Seq: whole.Head.Seq + 100, Hash: madeUp}, false},
		{"a made-up hash inside", full, store.AuditHead{Seq: 2, Hash: madeUp}, false},
		{"the entry it starts after, right hash", later, second.From, true},
		{"the entry it starts after, made-up hash", later, store.AuditHead{Seq: 2, Hash: madeUp}, false},
		{"before its start", later, store.AuditHead{Seq: 1, Hash: madeUp}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := VerifyExport(strings.NewReader(tc.in), tc.anchor)
			var ae *AnchorError
			switch {
			case tc.ok && err != nil:
				t.Fatalf("refused: %v", err)
			case !tc.ok && !errors.As(err, &ae):
				t.Fatalf("anchor %s passed or failed otherwise: %v", FormatAnchor(tc.anchor), err)
			}
		})
	}
}
