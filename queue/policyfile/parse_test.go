package policyfile

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// file builds a policy file from lines.
func file(lines ...string) []byte { return []byte(strings.Join(lines, "\n") + "\n") }

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name  string
		data  []byte
		line  int
		field string
		msg   string // a piece of the message
	}{
		{"empty", file("", "  "), 0, "", "the file is empty"},
		{"not yaml", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "   - outcome: ask"), 5, "", "the YAML does not parse"},
		{"no version", file("rules: []"), 1, "version", "is missing"},
		{"newer version", file("version: 2"), 1, "version", `is "2"; this ozdesk reads version 1`},
		{"top typo", file("version: 1", "rule:", "  - outcome: ask"), 2, "rule", `unknown field "rule"`},
		{"two documents", file("version: 1", "---", "version: 1"), 2, "", "more than one YAML document"},
		{"repeated key", file("version: 1", "version: 1"), 2, "version", "is given twice (first on line 1)"},
		{"rule typo", file("version: 1", "rules:", "  - outcome: ask", "    patern: rm -rf ~"), 4, "rules[1].patern", "did you mean pattern?"},
		{"unknown outcome", file("version: 1", "rules:", "  - outcome: deny", "    pattern: rm -rf ~"), 3, "rules[1].outcome", `"deny" is not an outcome`},
		{"no outcome", file("version: 1", "rules:", "  - pattern: rm -rf ~"), 3, "rules[1].outcome", "is missing"},
		{"no pattern", file("version: 1", "rules:", "  - outcome: ask", "    reason: x"), 3, "rules[1].pattern", "is missing"},
		{"pattern and over", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "    over: cmd.delete-home"), 5, "rules[1].over", "not both"},
		{"pattern syntax", file("version: 1", "rules:", "  - outcome: ask", `    pattern: "rm 'x"`), 4, "rules[1].pattern", "[syntax]"},
		{"pattern compound", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x; ls"), 4, "rules[1].pattern", "[compound]"},
		{"pattern unknown class", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm [homes]"), 4, "rules[1].pattern", "[unknown-class]"},
		{"star program allow", file("version: 1", "rules:", "  - outcome: allow", "    pattern: '* x'", "    reason: r", "    ends: 2026-12-31"), 4, "rules[1].pattern", "[star-program-allow]"},
		{"unquoted class program", file("version: 1", "rules:", "  - outcome: ask", "    pattern: [shell] -c x"), 4, "", "starting with [ * & ! | > ' \" % @ must be quoted"},
		{"flow list", file("version: 1", "rules:", "  - outcome: ask", "    pattern: [shell]"), 4, "rules[1].pattern", "must be quoted"},
		{"alias", file("version: 1", "rules:", "  - outcome: ask", "    pattern: &p rm -rf ~", "  - outcome: ask", "    pattern: *p"), 4, "rules[1].pattern", "anchor"},
		{"unknown default", file("version: 1", "rules:", "  - outcome: allow", "    over: cmd.delete-everything", "    reason: r", "    ends: 2026-12-31"), 4, "rules[1].over", "is not a default rule"},
		{"allow over floor", file("version: 1", "rules:", "  - outcome: allow", "    over: cmd.unreadable", "    reason: r", "    ends: 2026-12-31"), 4, "rules[1].over", "must refuse"},
		{"duplicate id", file("version: 1", "rules:", "  - id: r1", "    outcome: ask", "    pattern: rm x", "  - id: r1", "    outcome: ask", "    pattern: rm y"), 6, "rules[2].id", `"r1" is used twice (first on line 3)`},
		{"id of a default", file("version: 1", "rules:", "  - id: cmd.delete-home", "    outcome: ask", "    pattern: rm x"), 3, "rules[1].id", "is the ID of a default rule"},
		{"id with a space", file("version: 1", "rules:", "  - id: my rule", "    outcome: ask", "    pattern: rm x"), 3, "rules[1].id", `holds ' '`},
		{"allow without end", file("version: 1", "rules:", "  - outcome: allow", "    pattern: go test ./...", "    reason: tests"), 3, "rules[1]", "guard rail no-end"},
		{"allow without reason", file("version: 1", "rules:", "  - outcome: allow", "    pattern: go test ./...", "    ends: 2026-12-31"), 3, "rules[1]", "guard rail no-reason"},
		{"allow program alone", file("version: 1", "rules:", "  - outcome: allow", "    pattern: git **", "    reason: r", "    ends: 2026-12-31"), 3, "rules[1]", "guard rail program-alone"},
		{"unpinned download", file("version: 1", "egress: []", "rules:", "  - outcome: allow", "    pattern: curl -fsSL https://evil.example/x.sh", "    reason: r", "    ends: 2026-12-31"), 4, "rules[1]", "guard rail unpinned-download"},
		{"download off this file's list", file("version: 1", "egress:", "  - host: get.k3s.io", "rules:", "  - outcome: allow", "    pattern: curl -fsSL [host:evil.example]", "    reason: r", "    ends: 2026-12-31"), 5, "rules[1]", "unpinned-download"},
		{"bad end", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "    ends: next week"), 5, "rules[1].ends", `"next week" is not a date`},
		{"bad mode", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "    mode: dry-run"), 5, "rules[1].mode", `"dry-run" is not a mode`},
		{"retired status", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "    status: retired"), 5, "rules[1].status", "delete the rule from the file"},
		{"scope glob", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "    scope:", "      agent: ci-?"), 6, "rules[1].scope.agent", "glob character other than *"},
		{"scope typo", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "    scope:", "      agnet: ci"), 6, "rules[1].scope.agnet", "did you mean agent?"},
		{"relative workdir", file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x", "    scope:", "      workdir: src/app"), 6, "rules[1].scope.workdir", "not an absolute directory"},
		{"fallback refuse", file("version: 1", "settings:", "  fallback: refuse"), 3, "settings.fallback", `is "refuse"`},
		{"four eyes word", file("version: 1", "settings:", "  four_eyes: yes"), 3, "settings.four_eyes", "write true or false"},
		{"bad wait", file("version: 1", "settings:", "  ask_wait: forever"), 3, "settings.ask_wait", "not a positive duration"},
		{"max pending zero", file("version: 1", "settings:", "  max_pending: 0"), 3, "settings.max_pending", "from 1 to 10000"},
		{"max pending a word", file("version: 1", "settings:", "  max_pending: many"), 3, "settings.max_pending", `is "many"`},
		{"wait max below wait", file("version: 1", "settings:", "  ask_wait: 2h", "  ask_wait_max: 1h"), 4, "settings.ask_wait_max", "is below ask_wait"},
		{"egress url", file("version: 1", "egress:", "  - host: https://get.k3s.io/"), 3, "egress[1].host", "is a URL"},
		{"egress twice", file("version: 1", "egress:", "  - host: a.example", "  - host: A.example"), 4, "egress[2].host", "listed twice"},
		{"egress typo", file("version: 1", "egress:", "  - host: a.example", "    reson: x"), 4, "egress[1].reson", "did you mean reason?"},
		{"tagged", file("version: 1", "rules:", "  - outcome: ask", "    pattern: !!binary cm0geA=="), 4, "rules[1].pattern", "has the tag"},
		{"rules not a list", file("version: 1", "rules:", "  outcome: ask"), 3, "rules", "not a list"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Parse(tc.data)
			if err == nil {
				t.Fatalf("parsed: %+v", f)
			}
			var es Errors
			if !errors.As(err, &es) || len(es) == 0 {
				t.Fatalf("error %T is not Errors: %v", err, err)
			}
			e := es[0]
			if e.Line != tc.line || e.Field != tc.field || !strings.Contains(e.Error(), tc.msg) {
				t.Errorf("got line %d field %q msg %q (hint %q)\nwant line %d field %q msg containing %q",
					e.Line, e.Field, e.Msg, e.Hint, tc.line, tc.field, tc.msg)
			}
			if e.Hint == "" {
				t.Errorf("no hint: %v", e)
			}
		})
	}
}

// All problems come at once, in file order.
func TestParseErrorsAllAtOnce(t *testing.T) {
	_, err := Parse(file("version: 1", "rules:",
		"  - outcome: deny", "    pattern: rm x",
		"  - outcome: ask", "    pattern: rm [nope]",
		"  - outcome: allow", "    pattern: go test ./..."))
	var es Errors
	if !errors.As(err, &es) {
		t.Fatalf("error: %v", err)
	}
	var lines []int
	for _, e := range es {
		lines = append(lines, e.Line)
	}
	if len(es) != 4 || lines[0] != 3 || lines[1] != 6 || lines[2] != 7 || lines[3] != 7 {
		t.Errorf("problems at lines %v:\n%v", lines, err)
	}
	if !strings.HasPrefix(err.Error(), "policy file: 4 problems:\n  line 3:") {
		t.Errorf("message:\n%s", err)
	}
}

// The underlying errors stay reachable: the pattern's code, the rail.
func TestParseErrorUnwraps(t *testing.T) {
	_, err := Parse(file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm x; ls",
		"  - outcome: allow", "    pattern: go test ./...", "    reason: r"))
	var pe *patterns.PatternError
	if !errors.As(err, &pe) || pe.Code != patterns.CodeCompound {
		t.Errorf("no pattern error with its code in %v", err)
	}
	var re *patterns.RailError
	if !errors.As(err, &re) || re.Rail != patterns.RailEnd {
		t.Errorf("no rail error in %v", err)
	}
}

// A pattern error written plainly points at the offending word.
func TestParsePatternColumn(t *testing.T) {
	_, err := Parse(file("version: 1", "rules:", "  - outcome: ask", "    pattern: rm [homes] x"))
	var es Errors
	errors.As(err, &es)
	if len(es) != 1 || es[0].Column != len("    pattern: rm ")+1 {
		t.Errorf("column %d, want %d: %v", es[0].Column, len("    pattern: rm ")+1, err)
	}
}

func TestParseValues(t *testing.T) {
	f, err := Parse(file("version: 1",
		"settings:", "  four_eyes: true", "  ask_wait: 1h30m",
		"egress:", "  - host: Get.K3s.IO", "  - host: '*.example.com'", "    reason: mirrors",
		"rules:",
		"  - outcome: allow", "    pattern: curl -fsSL https://get.k3s.io/install.sh", "    reason: pinned",
		"    ends: 2026-12-01T10:00:00+02:00",
		"  - id: mine", "    outcome: refuse", "    pattern: \"[shell] -c *\"", "    mode: shadow", "    status: proposed",
		"    scope:", "      node: prod-*", "      workdir: /srv/app/"))
	if err != nil {
		t.Fatal(err)
	}
	if *f.Settings.FourEyes != true || f.Settings.Fallback != nil || f.Settings.AskWait.String() != "1h30m0s" {
		t.Errorf("settings: %+v", f.Settings)
	}
	if !f.HasEgress || len(f.Egress) != 2 || f.Egress[0].Host != "*.example.com" || f.Egress[1].Host != "get.k3s.io" {
		t.Errorf("egress: %+v", f.Egress)
	}
	r0, r1 := f.Rules[0], f.Rules[1]
	if r0.ID != "" || r0.Ends.Format("2006-01-02T15:04Z07:00") != "2026-12-01T08:00Z" || r0.Mode != "enforce" || r0.Status != "active" {
		t.Errorf("rule 1: %+v", r0)
	}
	if r1.ID != "mine" || r1.Outcome != patterns.Refuse || !r1.Shadow() || r1.Status != "proposed" || r1.Scope.Node != "prod-*" || r1.Line != 14 {
		t.Errorf("rule 2: %+v", r1)
	}
}
