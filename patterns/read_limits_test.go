package patterns

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns/worstcase"
)

// TestReadLimits: past each limit the command has no parts and one
// unreadable of the limit's code, and the defaults ask about it by
// cmd.unreadable; just under it, the same shape is read.
func TestReadLimits(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		src  string
		opts []ReadOption
		want UnreadableCode // "" when the command must be readable
	}{
		{"nul byte", "ls\x00; rm -rf ~", nil, UnreadableNUL},
		{"nul byte at the end", "ls\x00", nil, UnreadableNUL},
		{"nul byte in quotes", "echo 'a\x00b'", nil, UnreadableNUL},
		{"carriage return between words", "./gradlew\r build", nil, UnreadableCR},
		{"carriage return ending a word", "rm\r -rf ~", nil, UnreadableCR},
		{"carriage return at the end", "ls\r", nil, UnreadableCR},
		{"size", strings.Repeat("a", DefaultMaxBytes+1), nil, UnreadableSize},
		{"parts", strings.Repeat("true; ", 11), []ReadOption{MaxParts(10)}, UnreadableParts},
		{"parts at the limit", strings.Repeat("true; ", 10), []ReadOption{MaxParts(10)}, ""},
		{"parts by default", strings.Repeat("a;", DefaultMaxParts+1), nil, UnreadableParts},
		{"parts of a nested string", "bash -c '" + strings.Repeat("a;", 10) + "'", []ReadOption{MaxParts(10)}, UnreadableParts},
		{"parts of wrappers", "xargs sh -c 'a; b'", []ReadOption{MaxParts(2)}, UnreadableParts},
		{"words", "echo" + strings.Repeat(" a", 10), []ReadOption{MaxWords(10)}, UnreadableWords},
		{"words at the limit", "echo" + strings.Repeat(" a", 9), []ReadOption{MaxWords(10)}, ""},
		{"words by default", "echo" + strings.Repeat(" a", DefaultMaxWords), nil, UnreadableWords},
		{"pieces of a word", "echo " + strings.Repeat("$a", 10), []ReadOption{MaxWords(10)}, UnreadableWords},
		{"redirections", "echo" + strings.Repeat(" >a", 10), []ReadOption{MaxWords(10)}, UnreadableWords},
		{"nesting", "( ( ( ( a ) ) ) )", []ReadOption{MaxNesting(3)}, UnreadableNesting},
		{"nesting at the limit", "( ( ( a ) ) )", []ReadOption{MaxNesting(3)}, ""},
		{"nesting of substitutions", worstcase.Nest("echo $(", "x", ")", 8*(DefaultMaxNesting+2)), nil, UnreadableNesting},
		{"nesting of arithmetic", "echo $((" + worstcase.Nest("1+(", "1", ")", 4*(DefaultMaxNesting+2)) + "))", nil, UnreadableNesting},
		{"nesting of a nested string", `bash -c "( ( ( ( a ) ) ) )"`, []ReadOption{MaxNesting(3)}, UnreadableNesting},
		// Brackets opened past 4×MaxNesting are refused before the parser recurses into them.
		{"brackets before parsing", "echo $((" + strings.Repeat("(", 4*DefaultMaxNesting) + "1" + strings.Repeat(")", 4*DefaultMaxNesting) + "))", nil, UnreadableNesting},
		{"brackets left open", "echo " + strings.Repeat("${a[", 4*DefaultMaxNesting), nil, UnreadableNesting},
		{"brackets of a nested string", `bash -c $'` + strings.Repeat(`\x28`, 9) + `'`, []ReadOption{MaxNesting(2)}, UnreadableNesting}, // $'\x28' is "(" only once decoded
		{"brackets that close are not nesting", strings.Repeat("echo $((1+(2))); ", 300), nil, ""},
		{"brackets at the limit in quotes", "echo '" + strings.Repeat("(", 4*DefaultMaxNesting) + "'", nil, ""},
		{"an elif chain is not nesting", "if a; then b" + strings.Repeat("; elif a; then b", 2*DefaultMaxNesting) + "; fi", nil, ""},
		{"a long list is not nesting", strings.Repeat("a && ", 500) + "b", nil, ""},
		{"explanation", worstcase.Nest("echo $(", "x", ")", 400), []ReadOption{MaxReportBytes(4000)}, UnreadableExplanation},
		{"explanation of a flat list", strings.Repeat("true; ", 20), []ReadOption{MaxReportBytes(20 * partReportAllowance)}, UnreadableExplanation},
		{"explanation at the limit", strings.Repeat("true; ", 20), []ReadOption{MaxReportBytes(20 * (partReportAllowance + len("true")))}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := Read(c.src, c.opts...)
			if c.want == "" {
				if !cmd.Readable() {
					t.Fatalf("unreadable: %+v", cmd.Unreadable)
				}
				return
			}
			if len(cmd.Parts) != 0 || len(cmd.Unreadable) != 1 {
				t.Fatalf("%d parts, unreadable %+v; want no parts and one unreadable", len(cmd.Parts), cmd.Unreadable)
			}
			u := cmd.Unreadable[0]
			if u.Code != c.want || u.Part != -1 || u.Detail == "" {
				t.Fatalf("unreadable %+v, want code %s for the whole command", u, c.want)
			}
			v := pol.Evaluate(cmd, testContext(), testNow)
			if v.Outcome != Ask || v.Rule != UnreadableRule {
				t.Fatalf("decided %s by %q, want ask by %s", v.Outcome, v.Rule, UnreadableRule)
			}
			if !strings.Contains(v.Reason, strings.TrimRight(u.Detail, ".")) {
				t.Errorf("reason %q does not say %q", v.Reason, u.Detail)
			}
		})
	}
}

// TestReadLimitsWorst: each worst-case shape at the size cap is read
// within the limits or is unreadable, and is never allowed.
func TestReadLimitsWorst(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range worstcase.All(DefaultMaxBytes) {
		cmd := Read(in.Src)
		if len(cmd.Parts) > DefaultMaxParts {
			t.Errorf("%s: %d parts, over the limit", in.Name, len(cmd.Parts))
		}
		v := pol.Evaluate(cmd, testContext(), testNow)
		if !cmd.Readable() && v.Outcome == Allow {
			t.Errorf("%s: unreadable %v, yet allowed", in.Name, cmd.Unreadable[0].Code)
		}
	}
}
