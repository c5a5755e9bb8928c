package patterns_test

import (
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
)

// part builds a part of literal words, as the reader would for them.
func part(program string, words ...string) *patterns.Part {
	p := &patterns.Part{Program: program, Pipe: patterns.PipeRef{ID: -1}, Parent: -1}
	for _, w := range append([]string{program}, words...) {
		p.Words = append(p.Words, patterns.LitWord(w))
	}
	return p
}

func ExamplePattern_MatchAt() {
	p := patterns.MustParsePattern(`git push --force * [default-branch]`)
	cmd := &patterns.Command{Parts: []*patterns.Part{part("git", "push", "-f", "origin", "main")}}
	m, ok := p.MatchAt(cmd, 0, &patterns.Context{}, patterns.Certainly)
	fmt.Println(ok, m.Words[0])
	// Output: true [0 1 2 3 4]
}

func ExampleReadArgs() {
	for _, r := range patterns.ReadArgs(part("git", "-C", "/repo", "push", "-f", "origin", "+main")) {
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
