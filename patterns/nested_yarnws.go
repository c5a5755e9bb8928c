package patterns

// yarnForeachOpts are `yarn workspaces foreach`'s options (yarn 4).
var yarnForeachOpts = optSpec{short: "ARWvpij:tn", long: []string{"all", "recursive", "worktree",
	"verbose", "parallel", "interlaced", "jobs=", "topological", "topological-dev", "include=",
	"exclude=", "no-private", "since?", "from=", "dry-run"}}

// yarnWorkspaces reads `yarn workspace NAME CMD…` and `yarn workspaces
// foreach [options] CMD…` (rt31 F1b): each runs `yarn CMD…` in a
// workspace, or in every one, so `yarn workspaces foreach exec rm -rf ~`
// is `yarn exec rm -rf ~` and `… run build` is `yarn run build`, judged
// as those are. Options the table does not know leave the part
// unreadable.
func (r *reading) yarnWorkspaces(p *Part, sc scope) []*Node {
	words := p.Words
	var rest int
	switch {
	case len(words) > 3 && isLit(words[1], "workspace"):
		rest = 3
	case len(words) > 2 && isLit(words[1], "workspaces") && isLit(words[2], "foreach"):
		scan := yarnForeachOpts.scan(words, 3)
		if scan.status != optOK {
			return []*Node{r.unreadable(p, UnreadableWrapperOption, words[min(scan.next, len(words)-1)].Span,
				"yarn workspaces foreach is given an option not known here: which command it runs in every workspace is not known.")}
		}
		rest = scan.next
	default:
		return nil
	}
	if rest >= len(words) {
		return nil
	}
	text := "yarn"
	for _, w := range words[rest:] {
		text += " " + w.Raw
	}
	span := Span{words[rest].Span.Start, words[len(words)-1].Span.End}
	return r.nestedText(p, "yarn workspaces", text, span, p.Feed, sc)
}
