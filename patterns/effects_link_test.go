package patterns

import (
	"strings"
	"testing"
)

// FuzzLinks: whatever stands between them, a delete through a link to
// the home directory made earlier in the line, from the directory the
// link was made in, is never allowed.
func FuzzLinks(f *testing.F) {
	for _, c := range readMoreCases {
		if strings.Contains(c.cmd, "ln ") {
			f.Add(c.cmd)
		}
	}
	f.Add("true")
	f.Add("cd sub; cd ..")
	f.Add("ln -sfn /tmp zl")
	pol, err := NewPolicy(nil)
	if err != nil {
		f.Fatal(err)
	}
	ctx := testContext()
	f.Fuzz(func(t *testing.T, between string) {
		if len(between) > 256 {
			return
		}
		src := "ln -s ~ zl\n" + between + "\nrm -rf zl/"
		cmd := Read(src)
		ln, rm := -1, -1
		for i, p := range cmd.Parts {
			if p.Program == "ln" && ln < 0 && p.Span.Start == 0 {
				ln = i
			}
			if p.Program == "rm" && len(p.Words) == 3 && p.Words[2].Raw == "zl/" && p.Span.End == len(src) {
				rm = i
			}
		}
		if ln < 0 || rm < 0 {
			return // the line swallowed one of them (a quote, a continuation)
		}
		dirs := partDirs(cmd, ctx.Cwd, ctx.Home)
		if dirs[rm] != dirs[ln] || dirs[rm] == unknownDir {
			return
		}
		if v := pol.Evaluate(cmd, ctx, testNow); v.Outcome == Allow {
			t.Fatalf("%q deletes the home through a link, and is allowed", src)
		}
	})
}
