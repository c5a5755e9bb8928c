package patterns

import "fmt"

// A commit after the line filled git's index from what it does not show
// (rt53 N6): `git read-tree TREE` (the index made a tree's, any object
// `git hash-object -w` and `git mktree` made) and `git apply --cached` or
// `--index` (a patch file's changes staged) put files in the index that
// the commit's hooks then run: pre-commit runs against the index, its
// unstaged changes stashed, so a .pre-commit-config.yaml placed there is
// the one it reads. Such a `git commit` later in the line is unreadable
// (runs-later), unless -n/--no-verify runs no hooks. `git read-tree -u`
// writes the work tree and is judged as that write (does_outputs.go);
// the everyday `git apply x.patch && git commit -am x` touches the work
// tree only and is left alone.

// indexThenCommit marks unreadable each git commit that follows, in the
// line, a part that fills the index from what the line does not show.
func (r *reading) indexThenCommit() {
	filler := -1
	for i, p := range r.cmd.Parts {
		if p.Program != "git" {
			continue
		}
		args := p.Args()
		at := gitSubcommand(args)
		if at < 0 {
			continue
		}
		sub, _ := args[at].Literal()
		switch {
		case sub == "read-tree" && !hasLitArg(p, "-u", "--empty") || sub == "apply" && hasLitArg(p, "--cached", "--index"):
			if filler < 0 {
				filler = i
			}
		case sub == "commit" && filler >= 0 && !hasLitArg(p, "-n", "--no-verify"):
			r.effectUnreadable(i, UnreadableRunsLater, args[at].Span, fmt.Sprintf(
				"%s runs the repository's commit hooks (pre-commit's among them) against an index that %s filled earlier in the line, from what no ask sees.",
				quoteRaw(p.Text()), quoteRaw(r.cmd.Parts[filler].Text())))
		}
	}
}
