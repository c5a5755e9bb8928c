package patterns

import "fmt"

// buildsOnDisk reports whether p is a compiler or build tool, whose
// output runsLater does not take as made code (it builds what is on
// disk; effects_made.go).
func buildsOnDisk(p *Part) bool {
	return compilerPrograms.get()[p.Program] || p.Program == "tinygo" || p.Program == "ld" ||
		buildOutputs.get()[p.Program] != nil
}

// buildShadowsBin reports whether it marks part i unreadable (runs-later) when the compiler
// or build tool it runs writes its output into a directory of programs
// on PATH (binDirs) under a name the reader gives meaning to (rt28d #3:
// `gcc -o ~/bin/sudo main.c`, `go build -o ~/.local/bin/git .`): a later
// shell runs it in that program's place, as after `cp build/app
// ~/.local/bin/ls`. The directories are the table's, not the judge's
// PATH: an agent's rc files put the home's on its own. A new name there
// (`go build -o ~/go/bin/tool .`) is everyday.
func (r *reading) buildShadowsBin(i int, p *Part, dir place) bool {
	if p.does == nil {
		return false
	}
	for _, m := range placesOf(p.does.writes, dir, false, "writes") {
		if len(m.pat) != 1 || m.tree {
			continue
		}
		if what, ok := runsLaterBin(m.at, m.pat[0]); ok {
			r.effectUnreadable(i, UnreadableRunsLater, p.Span, fmt.Sprintf(
				"%s writes its output to %s: %s runs it later, where no ask sees what it runs.",
				quoteRaw(p.Text()), m.place, what))
			return true
		}
	}
	return false
}
