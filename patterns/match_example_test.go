package patterns_test

import (
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
)

func ExamplePattern_MatchAt() {
	p := patterns.MustParsePattern(`git push --force * [default-branch]`)
	cmd := patterns.Read(`cd repo && sudo git push -f origin main`)
	for i := range cmd.Parts {
		if m, ok := p.MatchAt(cmd, i, &patterns.Context{}, patterns.Certainly); ok {
			fmt.Println(cmd.Parts[i].Text(), m.Words[0])
		}
	}
	// Output: sudo git push -f origin main [0 1 2 3 4]
}

func ExampleReadArgs() {
	cmd := patterns.Read(`git -C /repo push -f origin +main`)
	for _, r := range patterns.ReadArgs(cmd.Parts[0]) {
		for _, f := range r.Flags {
			fmt.Print(f.Name, " ")
		}
		fmt.Println(r.Operands)
	}
	// Output: -C --force [3 5 6]
}

// A literal word "~" is a directory named ~, not the home directory: only
// an unquoted ~ (a SegTilde segment, as the reader gives it) is the home.
func ExampleJudgeClass() {
	ctx := &patterns.Context{Home: "/home/op", Cwd: "/home/op/proj"}
	for _, w := range []string{"~", "../", "/home/op/proj", "/"} {
		j := patterns.JudgeClass("home", "", patterns.LitWord(w), ctx)
		fmt.Println(w, j.Certainly)
	}
	// Output:
	// ~ false
	// ../ true
	// /home/op/proj false
	// / true
}
