package queue

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestVerifyExportExactBytes: an export verifies only as it was written,
// byte for byte; every form of line whose bytes say more or other than
// its hash covers is refused, naming the line (rt16f finding 1: each of
// these verified before, so jq read a kind, actor or node the hash did
// not cover).
func TestVerifyExportExactBytes(t *testing.T) {
	s := newService(t)
	for _, cmd := range []string{"ls -la", "cat notes.txt", "git status"} {
		mustEvaluate(t, s, Request{Command: cmd, Agent: "bot"})
	}
	var out bytes.Buffer
	if _, err := ExportAudit(s, &out, ExportStop{}); err != nil {
		t.Fatal(err)
	}
	good := out.String()
	if _, err := VerifyExport(strings.NewReader(good)); err != nil {
		t.Fatalf("the export as written: %v", err)
	}
	first := strings.SplitAfter(good, "\n")[0]
	edit := func(old, new string) string {
		t.Helper()
		if !strings.Contains(first, old) {
			t.Fatalf("the first line has no %q: %s", old, first)
		}
		return strings.Replace(good, old, new, 1)
	}
	tests := []struct {
		name, in, line string
	}{
		{"case-variant keys", edit(`"kind":"evaluate","actor":"bot","node":"node-a"`,
			`"kind":"rule.retire","Kind":"evaluate","actor":"admin","Actor":"bot","node":"n2","NODE":"node-a"`), "line 1 "},
		{"duplicate key, first one forged", edit(`"actor":"bot"`, `"actor":"admin","actor":"bot"`), "line 1 "},
		{"unknown field", edit(`"seq":1,`, `"seq":1,"approved_by":"ciso",`), "line 1 "},
		{"account with a name", edit(`"seq":1,`, `"seq":1,"account":{"uid":1002,"name":"root"},`), "line 1 "},
		{"renamed key", edit(`"seq":1,`, `"Seq":1,`), "line 1 "},
		{"blanks between tokens", edit(`{"seq":1,`, `{ "seq":1,`), "line 1 "},
		{"blank before the newline", strings.Replace(good, "}\n", "} \n", 1), "line 1 "},
		{"CRLF", strings.ReplaceAll(good, "\n", "\r\n"), "line 1 "},
		{"escaped slash", edit(`"node":"node-a"`, `"node":"node\/a"`), "line 1 "},
		{"blank line appended", good + "\n", "line 4 is blank"},
		{"blank line in the middle", strings.Replace(good, "\n", "\n\n", 1), "line 2 is blank"},
		{"last newline dropped", strings.TrimSuffix(good, "\n"), "line 3 does not end with a newline"},
		{"BOM", "\ufeff" + good, "line 1 "},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := VerifyExport(strings.NewReader(tc.in))
			if !errors.Is(err, ErrNotExport) || !strings.Contains(err.Error(), tc.line) {
				t.Fatalf("verified or refused otherwise (want ErrNotExport naming %q): %v", tc.line, err)
			}
		})
	}
}

// TestExportAuditWriteError: an export that cannot be written (here a
// pipe whose reader is gone) says so as ErrExportWrite, not as a trail
// that could not be read (rt16f finding 8: a full disk was told to
// "check the store's path").
func TestExportAuditWriteError(t *testing.T) {
	s := newService(t)
	for range 3 {
		mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	defer w.Close()
	if _, err := ExportAudit(s, w, ExportStop{}); !errors.Is(err, ErrExportWrite) {
		t.Fatalf("export to a pipe with no reader: %v, want ErrExportWrite", err)
	}
}

// TestVerifyExportCommandCovered: a long command, which an export
// carries beside its entry (the entry's data refers to it by hash), is
// checked against that hash, so an edited, added or swapped command
// does not verify (before, the "command" field was outside the hash:
// every forgery below verified).
func TestVerifyExportCommandCovered(t *testing.T) {
	s := newService(t)
	long := "echo " + strings.Repeat("a", 5000)
	mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	mustEvaluate(t, s, Request{Command: long, Agent: "bot"})
	var out bytes.Buffer
	if _, err := ExportAudit(s, &out, ExportStop{}); err != nil {
		t.Fatal(err)
	}
	good := out.String()
	if _, err := VerifyExport(strings.NewReader(good)); err != nil {
		t.Fatalf("the export as written: %v", err)
	}
	lines := strings.SplitAfter(good, "\n")
	if !strings.Contains(lines[1], `,"command":"`+long+`"}`) {
		t.Fatalf("the second line does not carry the long command: %.300s", lines[1])
	}
	carried := `"command":"` + long + `"` // the entry's own field, not its data's parts
	tests := []struct{ name, in string }{
		{"command edited", strings.Replace(good, carried, `"command":"echo `+strings.Repeat("b", 5000)+`"`, 1)},
		{"command cut short", strings.Replace(good, carried, `"command":"echo aaa"`, 1)},
		{"command swapped for rm", strings.Replace(good, carried, `"command":"rm -rf /"`, 1)},
		{"command added to an entry that refers to none",
			strings.Replace(good, `"}`+"\n", `","command":"rm -rf /"}`+"\n", 1)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.in == good {
				t.Fatal("the forgery changed nothing")
			}
			_, err := VerifyExport(strings.NewReader(tc.in))
			var ae *store.AuditError
			if !errors.As(err, &ae) && !errors.Is(err, ErrNotExport) {
				t.Fatalf("a forged command verified: %v", err)
			}
		})
	}
}
