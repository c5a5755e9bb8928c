package patterns

import "fmt"

// foreignShellScript returns the unreadable node for a shell of a language
// of its own (nu, elvish, ysh, rc, es, ion …) run on a script file (rt54
// M11): ozdesk reads no script in their languages, and a one-word line
// (`ozdesk queue approve 1`) runs in each of them as in sh, so the file
// is asked about, as their -c code is. nil for what scriptOperand reads
// already (standard input, a substitution, a word not literal).
func (r *reading) foreignShellScript(p *Part, w Word) []*Node {
	v, ok := w.Literal()
	if !ok || isStdinPath(v) || isFdPath(v) || socketWord(w) {
		return nil
	}
	return []*Node{r.unreadable(p, UnreadableForeignCode, w.Span, fmt.Sprintf(
		"%s runs the script %s, in a language ozdesk does not read, so what it runs is not known.", p.Program, quoteRaw(w.Raw)))}
}
