package patterns

import "strings"

// A branch created by force is reset to the start point given, whatever it
// held: `git checkout -B main HEAD~3`, `git switch -C main origin/dev`
// and `git worktree add -B main ../w HEAD~3` are `git branch -f main …`
// (fx67a, rt65 A6). [reset-branch] judges the value of that option, -B,
// -C or --force-create, as [default-branch] does. It reads the part's own
// words for the option: a word of unknown value that the matcher lets
// stand in for the option and its value (`git checkout "$BRANCH"`, the
// everyday checkout of a branch by its name) is not one, as `pkill "$APP"`
// is given no user ([kill-user]).

// judgeResetBranch is [reset-branch].
func judgeResetBranch(_ string, w Word, ctx *Context) Judgement {
	p := ctx.wordPart(&w)
	if p == nil || !forceCreateValue(p, w.Span) {
		return Judgement{}
	}
	return judgeRefspec(w, ctx, false)
}

// forceCreateValue reports whether span is, in p's words, the value of a
// literal -B, -C or --force-create (or an abbreviation, --force-c): the
// word after it, or the rest of the word it begins (-Bmain, -qBmain,
// --force-create=main).
func forceCreateValue(p *Part, span Span) bool {
	for k := range p.Words {
		wd := &p.Words[k]
		lit := leadingLiteral(wd)
		_, whole := wd.Literal()
		attached, next := forceCreateFlag(lit)
		if next && !whole {
			// -B"$B": the value is the rest of the word
			attached, next = len(lit), false
		}
		switch {
		case next && k+1 < len(p.Words) && p.Words[k+1].Span == span:
			return true
		case attached > 0 && wd.Span.Start+attached <= span.Start && span.End <= wd.Span.End:
			return true
		}
	}
	return false
}

// forceCreateFlag reads a word's leading literal as the force-create
// option: next, its value is the next word; attached > 0, its value
// begins that many bytes into the word.
func forceCreateFlag(lit string) (attached int, next bool) {
	if name, _, eq := strings.Cut(lit, "="); strings.HasPrefix(name, "--force-") && strings.HasPrefix("--force-create", name) {
		if eq {
			return len(name) + 1, false
		}
		return 0, true
	}
	if len(lit) < 2 || lit[0] != '-' || lit[1] == '-' {
		return 0, false
	}
	i := strings.IndexAny(lit[1:], "BC")
	if i < 0 {
		return 0, false
	}
	i++ // the letter's index in lit
	if i == len(lit)-1 {
		return 0, true
	}
	return i + 1, false
}
