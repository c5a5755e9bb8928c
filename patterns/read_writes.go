package patterns

import "fmt"

// admitWrites counts the paths the command's parts write or delete (see
// [DefaultMaxWrites]) once what each part does is known, before any is
// rewritten through a link or judged, and stops the reading when there
// are more than the limit: the whole command is unreadable.
func (r *reading) admitWrites() {
	n := 0
	for _, p := range r.cmd.Parts {
		n += len(actingWords(p))
	}
	if n > r.cfg.maxWrites {
		panic(capped{writesOver(r.cfg.maxWrites, Span{0, len(r.cmd.Source)})})
	}
}

// writesOver is the unreadable of a command whose parts write or delete
// more than most paths.
func writesOver(most int, span Span) Unreadable {
	return Unreadable{Code: UnreadableWrites, Span: span, Part: -1, Detail: fmt.Sprintf(
		"The command writes or deletes more than %d paths (redirections' targets, what rm, chmod and other programs write or delete), so it is not read; read it in parts.", most)}
}
