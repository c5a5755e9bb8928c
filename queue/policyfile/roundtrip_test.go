package policyfile

import (
	"bytes"
	"strings"
	"testing"
)

// An export of a store parses, plans no change against the same store, and
// applies as nothing; a second export is the same bytes.
func TestExportAppliesAsNoChange(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	file := export(t, st)
	for _, want := range []string{"version: 1", "fallback: ask", "ask_wait: 5m", "max_pending: 20", "host: get.k3s.io",
		"over: cmd.download-run", "ends: \"2026-12-31\"", "ends: \"2026-12-01T18:30:00Z\"", "mode: shadow",
		"status: proposed", "workdir: /srv/infra", "agent: ci-*", "over: cmd.unreadable", "ozdesk policy apply"} {
		if !bytes.Contains(file, []byte(want)) {
			t.Errorf("export lacks %q:\n%s", want, file)
		}
	}
	for _, gone := range []string{"id: r5", "id: r7"} {
		if bytes.Contains(file, []byte(gone)) {
			t.Errorf("export lists the retired or expired rule %q:\n%s", gone, file)
		}
	}
	if changes := plan(t, st, file); len(changes) != 0 {
		t.Fatalf("applying the export changes %d things: %v", len(changes), changes)
	}
	before := auditKinds(t, st, 0)
	res, err := apply(st, nil, "alice", false)
	if err != nil {
		t.Fatalf("apply: %v", err)
	}
	if len(res.Applied) != 0 {
		t.Errorf("applied %v", res.Applied)
	}
	if got := auditKinds(t, st, uint64(len(before))); strings.Join(got, ",") != "apply" {
		t.Errorf("audit after an empty apply: %v", got)
	}
	if again := export(t, st); !bytes.Equal(again, file) {
		t.Errorf("second export differs:\n%s\n----\n%s", file, again)
	}
}

// What Parse reads, Marshal writes back to a file that parses equal.
func TestParseMarshalParse(t *testing.T) {
	st := openStore(t)
	seedStore(t, st)
	f, err := Parse(export(t, st))
	if err != nil {
		t.Fatal(err)
	}
	out, err := Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Parse(out)
	if err != nil {
		t.Fatalf("re-parse: %v\n%s", err, out)
	}
	if !sameFile(f, g) || len(Diff(f, g)) != 0 {
		t.Errorf("round trip changed the file:\n%s", out)
	}
}
