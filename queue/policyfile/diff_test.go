package policyfile

import (
	"strings"
	"testing"
)

// baseFile is the policy the diff cases change.
var baseFile = []string{"version: 1",
	"egress:", "  - host: get.k3s.io", "    reason: k3s",
	"rules:",
	"  - id: r1", "    outcome: refuse", "    pattern: git push --force * [default-branch]", "    reason: nobody rewrites main",
	"  - id: r2", "    outcome: allow", "    pattern: go test ./...", "    reason: tests", "    ends: 2026-12-31",
	"  - id: r3", "    outcome: ask", "    pattern: kubectl delete **", "    reason: shared clusters",
	"  - id: r4", "    outcome: allow", "    pattern: make build", "    reason: builds", "    ends: 2026-12-31", "    status: proposed",
}

// edit returns baseFile's lines with old replaced by new (old must be
// there).
func edit(t *testing.T, lines []string, old, new string) []string {
	t.Helper()
	text := strings.Join(lines, "\n")
	if !strings.Contains(text, old) {
		t.Fatalf("no %q in the base", old)
	}
	return strings.Split(strings.Replace(text, old, new, 1), "\n")
}

func TestDiff(t *testing.T) {
	tests := []struct {
		name string
		edit func(t *testing.T) []string
		want []string
	}{
		{"same", func(*testing.T) []string { return baseFile }, nil},
		{"pattern changed", func(t *testing.T) []string {
			return edit(t, baseFile, "pattern: kubectl delete **", "pattern: kubectl delete '**'x")
		}, []string{`~ rule "r3" changed` + "\n" + `    pattern: "kubectl delete **" → "kubectl delete '**'x"`}},
		{"pattern respaced", func(t *testing.T) []string {
			return edit(t, baseFile, "pattern: kubectl delete **", "pattern: kubectl  delete   **")
		}, nil},
		{"add at the end", func(t *testing.T) []string {
			return append(append([]string{}, baseFile...), "  - outcome: refuse", "    pattern: dd of=[device]")
		}, []string{`+ rule (new) at below "r4": refuse "dd of=[device]"`}},
		{"add at the top with an id", func(t *testing.T) []string {
			return edit(t, baseFile, "rules:\n", "rules:\n  - id: top\n    outcome: ask\n    pattern: rm -rf [home]\n")
		}, []string{`+ rule "top" at the top: ask "rm -rf [home]"`}},
		{"retire", func(t *testing.T) []string {
			return edit(t, baseFile, "  - id: r3\n    outcome: ask\n    pattern: kubectl delete **\n    reason: shared clusters\n", "")
		}, []string{`- rule "r3" retired: ask "kubectl delete **" — "shared clusters"`}},
		{"change reason", func(t *testing.T) []string {
			return edit(t, baseFile, "reason: tests", "reason: \"tests\\e[2J\"")
		}, []string{`~ rule "r2" changed` + "\n" + `    reason: "tests" → "tests\x1b[2J"`}},
		{"change scope, end and mode", func(t *testing.T) []string {
			return edit(t, baseFile, "    reason: tests\n    ends: 2026-12-31", "    reason: tests\n    ends: 2026-12-15T12:00:00Z\n    mode: shadow\n    scope:\n      agent: ci-*\n      workdir: /srv/app")
		}, []string{`~ rule "r2" changed` + "\n" + `    scope.agent: "" → "ci-*"` + "\n" + `    scope.workdir: "" → "/srv/app"` +
			"\n" + `    ends: 2026-12-31 → 2026-12-15T12:00:00Z` + "\n" + `    mode: enforce → shadow`}},
		{"change outcome", func(t *testing.T) []string {
			return edit(t, baseFile, "outcome: ask", "outcome: refuse")
		}, []string{`~ rule "r3" changed` + "\n" + `    outcome: ask → refuse`}},
		{"approve", func(t *testing.T) []string {
			return edit(t, baseFile, "    status: proposed", "")
		}, []string{`~ rule "r4" approved (proposed → active)`}},
		{"egress", func(t *testing.T) []string {
			l := edit(t, baseFile, "    reason: k3s\n", "    reason: k3s installer\n  - host: '*.example.com'\n")
			return l
		}, []string{`+ egress "*.example.com"`, `~ egress "get.k3s.io" reason: "k3s" → "k3s installer"`}},
		{"egress emptied", func(t *testing.T) []string {
			return edit(t, baseFile, "egress:\n  - host: get.k3s.io\n    reason: k3s", "egress: []")
		}, []string{`- egress "get.k3s.io"`}},
		{"egress left out", func(t *testing.T) []string {
			return edit(t, baseFile, "egress:\n  - host: get.k3s.io\n    reason: k3s\n", "")
		}, nil},
		{"settings", func(t *testing.T) []string {
			return edit(t, baseFile, "version: 1", "version: 1\nsettings:\n  fallback: ask\n  ask_wait: 10m")
		}, []string{`~ setting fallback: (unset) → ask`, `~ setting ask_wait: (unset) → 10m`}},
	}
	base := mustParse(t, baseFile)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			desired := mustParse(t, tc.edit(t))
			var got []string
			for _, c := range Diff(base, desired) {
				got = append(got, c.String())
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("diff:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// mustParse parses a file's lines.
func mustParse(t testing.TB, lines []string) *File {
	t.Helper()
	f, err := Parse(file(lines...))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return f
}

// Moving one rule moves that rule only, and says which rules it passes.
func TestDiffMove(t *testing.T) {
	base := mustParse(t, baseFile)
	desired := mustParse(t, baseFile)
	r4 := desired.Rules[3]
	desired.Rules = append([]Rule{r4}, desired.Rules[:3]...)
	changes := Diff(base, desired)
	if len(changes) != 1 || changes[0].Kind != RuleMoved || changes[0].ID != "r4" || changes[0].From != 4 || changes[0].To != 1 {
		t.Fatalf("changes: %v", changes)
	}
	if got := changes[0].String(); got != `↕ rule "r4" moved from place 4 to 1 (the top)` {
		t.Errorf("text: %s", got)
	}
	if len(changes[0].Loosens) != 0 {
		t.Errorf("a proposed rule's move loosens %v", changes[0].Loosens)
	}
	// r3 (ask) above r2 (allow) tightens; back again loosens.
	swapped := mustParse(t, baseFile)
	swapped.Rules[1], swapped.Rules[2] = swapped.Rules[2], swapped.Rules[1]
	if changes = Diff(base, swapped); len(changes) != 1 || len(changes[0].Loosens) != 0 {
		t.Fatalf("a move that tightens: %v", changes)
	}
	changes = Diff(swapped, base)
	if len(changes) != 1 || len(changes[0].Loosens) != 1 || changes[0].ID == changes[0].Loosens[0].ID {
		t.Fatalf("a move that loosens: %v", changes)
	}
	if got := changes[0].String(); !strings.Contains(got, `an allow now stands above an ask: "r2" and "r3"`) &&
		!strings.Contains(got, `an allow now stands above an ask: "r3" and "r2"`) {
		t.Errorf("text: %s", got)
	}
	// A rule moved down: the one that moves is the one named.
	desired = mustParse(t, baseFile)
	desired.Rules = append(desired.Rules[1:], desired.Rules[0])
	changes = Diff(base, desired)
	if len(changes) != 1 || changes[0].ID != "r1" || changes[0].To != 4 || changes[0].After.ID != "r4" {
		t.Fatalf("changes: %v", changes)
	}
}

// Format quotes with the caller's function.
func TestChangeFormat(t *testing.T) {
	base := mustParse(t, baseFile)
	desired := mustParse(t, edit(t, baseFile, "reason: tests", "reason: new"))
	c := Diff(base, desired)[0]
	got := c.Format(func(s string) string { return "‹" + s + "›" })
	if got != "~ rule ‹r2› changed\n    reason: ‹tests› → ‹new›" {
		t.Errorf("format: %s", got)
	}
}
