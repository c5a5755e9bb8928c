package patterns

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// FuzzTempPaths: a delete of "$tmp" is allowed only after a line that
// runs mktemp, and never when the line also assigns tmp otherwise than
// by mktemp.
func FuzzTempPaths(f *testing.F) {
	for _, c := range readMoreCases {
		if strings.Contains(c.cmd, "mktemp") {
			f.Add(strings.TrimSuffix(c.cmd, `rm -rf "$tmp"`))
		}
	}
	f.Add(`tmp=$(mktemp -d)`)
	f.Add(`tmp=$(mktemp -d); tmp=/`)
	pol, err := NewPolicy(nil)
	if err != nil {
		f.Fatal(err)
	}
	ctx := testContext()
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > 256 {
			return
		}
		cmd := line + "\nrm -rf \"$tmp\""
		read := Read(cmd)
		deletes := false
		for _, p := range read.Parts {
			if p.Program == "rm" && len(p.Words) == 3 && p.Words[2].Raw == `"$tmp"` {
				deletes = true
			}
		}
		if !deletes || pol.Evaluate(read, ctx, testNow).Outcome != Allow {
			return // the line swallowed the delete (a continuation, a quote)
		}
		if !strings.Contains(line, "mktemp") {
			t.Fatalf("%q is allowed, but nothing in it runs mktemp", cmd)
		}
		if why := assignsTmp(cmd); why != "" {
			t.Fatalf("%q is allowed, but the line also assigns tmp (%s)", cmd, why)
		}
	})
}

// assignsTmp says how a command assigns tmp otherwise than by mktemp: an
// assignment of another value, read, or a for loop over it.
func assignsTmp(src string) string {
	f, err := syntax.NewParser().Parse(strings.NewReader(src), "")
	if err != nil {
		return ""
	}
	why := ""
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Assign:
			if n.Name != nil && n.Name.Value == "tmp" && !n.Naked && !mktempValue(n.Value) {
				why = "tmp=…"
			}
		case *syntax.CallExpr:
			if len(n.Args) > 1 && n.Args[0].Lit() == "read" {
				for _, a := range n.Args[1:] {
					if a.Lit() == "tmp" {
						why = "read tmp"
					}
				}
			}
		case *syntax.WordIter:
			if n.Name.Value == "tmp" {
				why = "for tmp"
			}
		}
		return true
	})
	return why
}
