package patterns

import (
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Builtins and loops assign names as surely as NAME=VALUE does (fx32c):
// read, mapfile (readarray), printf -v, getopts and wait -p give the
// names they are handed a value the line does not show, arithmetic (let,
// (( )), $(( ))) a number, and a for or select loop each of its words in
// turn, which stays after the loop. Where the name is one whose plain
// assignment the reader judges, the fill is judged as that assignment:
//
//   - PATH filled with a value not known (`read PATH < f; ls`, `printf -v
//     PATH %s ./bin; ls`, `mapfile -t PATH < f; ls`), or a loop word that
//     puts a directory ahead of the system's (`for PATH in ./evil; do ls;
//     done`), rebinds every program the line runs by a bare name, as
//     `PATH=./evil:$PATH; ls` does (effects_envcode.go);
//   - a name reference to an environment-style name (`declare -n p=PATH;
//     read p`) and bash's tables (BASH_CMDS, BASH_ALIASES) rebind as an
//     assignment through them does (effects_rebind_vars.go);
//   - a variable whose value programs run as a command string (EDITOR,
//     GIT_SSH_COMMAND …) filled with a value not known is a command not
//     known, as `EDITOR=$x` is; a loop's words are read as such strings
//     (read_clause.go);
//   - a variable that names a program a later one runs or the directory
//     it reads its configuration from (CC, RUSTC_WRAPPER, GOFLAGS, HOME
//     …) makes the later parts it reaches unreadable, as `CC=$x; make`
//     does (configEnvCode).
//
// The code-loading variables (BASH_ENV, LD_PRELOAD …) are judged by any
// assignment already (codeEnv), whatever assigns them.

// nameFill is a name a builtin, arithmetic or a loop assigns.
type nameFill struct {
	name  string
	how   string // the builtin or construct, for a sentence
	span  Span   // where the name stands
	val   string // the value, when the line shows it (a loop's word)
	known bool
	loop  bool // a for or select loop's, whose words are read as they stand (noteLoopFills)
}

// noteFill records that how assigns name, at span, a value the line does
// not show (known false) or val.
func (r *reading) noteFill(name, how string, span Span, val string, known bool) {
	if !validName(name) {
		return
	}
	r.fills = append(r.fills, nameFill{name: name, how: how, span: span, val: val, known: known})
	if name != "PATH" {
		return
	}
	if known {
		r.notePathValue(val)
	} else if r.pathFilled == "" {
		r.pathFilled = how
	}
}

// notePathValue records a value the line gives PATH: the current
// directory in it, or a directory before the inherited ones
// (effects_pathahead.go).
func (r *reading) notePathValue(v string) {
	r.dotPath = r.dotPath || dotInPath(v)
	if e, ok := pathBeforeOpen(v); ok && r.pathAhead == "" {
		r.pathAhead = e
	} else if !ok && r.pathHomeEntries == nil {
		r.pathHomeEntries = pathAbsAhead(v) // effects_pathworkdir.go
	}
}

// fillRebinds marks what the fills rebind beyond PATH: an assignment
// through a name reference or to bash's tables (noteRebindVar), and a
// command-string variable given a value not known, which the part that
// fills it hands on as a command not known.
func (r *reading) fillRebinds() {
	for _, f := range r.fills {
		r.noteRebindVar(f.name, f.span)
		if f.known || f.loop || !envRunsValue(f.name) {
			continue
		}
		r.effectUnreadable(partAt(r.cmd, f.span), UnreadableNestedDynamic, f.span, fmt.Sprintf(
			"%s gives %s, whose value programs run as a command string, a value the line does not show, so what it runs is not known until it runs.",
			f.how, f.name))
	}
}

// fillConfigEnv marks the parts after a fill that it changes as
// configEnvCode reads their environment: a program they run, or the
// directory they read their configuration from.
func (r *reading) fillConfigEnv() {
	for _, f := range r.fills {
		for j, p := range r.cmd.Parts {
			if p.Program == "" || p.Unreadable != nil || p.Span.Start < f.span.End {
				continue
			}
			if why := configEnvCode(p, f.name, f.val, f.known); why != "" {
				r.effectUnreadable(j, UnreadableForeignCode, p.Span, fmt.Sprintf("%s assigns %s: %s", f.how, f.name, why))
			}
		}
	}
}

// noteLoopFills records the name of a for or select loop (how) as
// filled with each of its words: a literal word as it reads, a glob or
// an expansion with a value not known; with no words, the positional
// parameters. A variable whose value programs run as a command string is
// given each word read as one, as an assignment alone is (assignStrings).
func (r *reading) noteLoopFills(l *syntax.WordIter, how string, sc scope) []*Node {
	name, span := l.Name.Value, sc.span(l.Name)
	if n := len(l.Items); n > 0 {
		span.End = sc.span(l.Items[n-1]).End // the words too: what they hand on is not after them
	}
	if !validName(name) {
		return nil
	}
	if len(l.Items) == 0 && !l.InPos.IsValid() {
		r.noteFill(name, how, span, "", false)
		return nil
	}
	var nodes []*Node
	for _, w := range l.Items {
		v, ok := syntaxLit(w)
		r.noteFill(name, how, span, v, ok && !strings.ContainsAny(v, "*?[{"))
		r.fills[len(r.fills)-1].loop = true
		if envRunsValue(name) {
			nodes = append(nodes, r.envString(nil, name, sc.conv().word(w), sc)...)
		}
	}
	return nodes
}
