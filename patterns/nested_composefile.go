package patterns

import (
	"fmt"
	"strings"
)

// A compose file in a temporary directory or fed on standard input,
// handed to a compose tool that starts containers (`docker compose -f
// /tmp/x.yml up`, `--file`, `COMPOSE_FILE=/tmp/x.yml docker compose up`),
// chooses what its services get (`privileged: true`, `volumes:
// ["/:/host"]`, the engine's socket) from outside the project, where
// nobody has read it: the part is unreadable, as a recipe file in /tmp is
// (nested_recipefile.go). A compose file in the work tree is left alone;
// `docker compose -f /tmp/x.yml config` only reads it. A COMPOSE_FILE
// the line assigns earlier (fx38a: `export COMPOSE_FILE=/tmp/evil.yml;
// docker compose up`; a plain assignment too, as one already exported
// stays so) is read as the part's own: any value it is given there
// counts.

// composeFileFromTemp returns the unreadable marker of a compose part
// (its compose words starting at from) whose compose file lies in a
// temporary directory or is standard input, or nil.
func (r *reading) composeFileFromTemp(p *Part, from int) []*Node {
	if !runsCompose(p) {
		return nil
	}
	unread := func(w Word, name, how string) []*Node {
		return []*Node{r.unreadable(p, UnreadableProgram, w.Span, fmt.Sprintf(
			"compose starts the services of %s, %s, from outside the project: what they are given is not read here.",
			quoteRaw(name), how))}
	}
	scan := composeGlobal.scan(p.Words, from)
	for _, o := range scan.opts {
		if o.name != "-f" && o.name != "--file" || !o.hasVal {
			continue
		}
		val := valueWord(p.Words, o, true)
		if how := composeFileAway(o.value, o.dynamic); how != "" {
			return unread(val, val.Raw, how)
		}
	}
	pairs, _ := envAssigns(p)
	if f := r.vars["COMPOSE_FILE"]; f != nil {
		for _, w := range f.words {
			lit, _ := litPrefix(w) // the known start: /tmp/$X.yml lies in /tmp
			pairs = append(pairs, [2]string{"COMPOSE_FILE", lit})
		}
	}
	for _, kv := range pairs {
		if kv[0] != "COMPOSE_FILE" {
			continue
		}
		for _, f := range strings.FieldsFunc(kv[1], func(c rune) bool { return c == ':' || c == ';' }) {
			if how := composeFileAway(f, false); how != "" {
				return unread(p.Words[0], "COMPOSE_FILE="+kv[1], how)
			}
		}
	}
	return nil
}

// composeFileAway says how a compose file's path (its raw text when it
// is not literal) lies outside anything read here (a temporary
// directory, standard input, a pipe the shell makes), or "" when it does
// not. A path made of variables (`"$PWD/compose.yml"`) is left alone.
func composeFileAway(v string, dynamic bool) string {
	switch {
	case dynamic && (strings.HasPrefix(v, "<(") || strings.HasPrefix(v, "\"<(")):
		return "a pipe the shell makes"
	case v == "-" || v == "/dev/stdin" || strings.HasPrefix(v, "/dev/fd/") || strings.HasPrefix(v, "/proc/self/fd/"):
		return "standard input or a pipe"
	}
	for _, d := range recipeTempDirs {
		if strings.HasPrefix(v, d) {
			return "a file in a temporary directory"
		}
	}
	return ""
}
