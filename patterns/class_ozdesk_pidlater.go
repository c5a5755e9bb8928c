package patterns

import (
	"errors"
	"path"
	"strings"
)

// A pid file read later (fx56f, rt54b B16, B5's class for kills): `(sleep
// 4; kill -9 $(cat later.pid)) &` was allowed, later.pid being absent
// (nothing to read, no desk's pid in it), and `tmux display -p
// "#{pane_pid}" > later.pid` (or `pidof ozdesk > later.pid`) next was an
// ordinary write; the desk was killed 4 s later (shown for real). As
// fx55a decided for a script run later (body_script_later.go): a kill
// whose pids come from a file not there when judged, in a line that runs
// its parts later (a background `&`, a sleep, a loop), asks as a might,
// the file named literally or by a variable the line sets (`f=/tmp/pf;
// kill $(cat $f)`); and a line that writes the desk's pid into a file (a
// search naming ozdesk, `pgrep -x ozdesk`, `pidof ozdesk`; any tmux
// server's `#{pane_pid}`, `#{pid}` or `#{client_pid}`; a running desk's
// pid echoed) writes what a kill run later reads ([ozdesk-pid-saved]).
// Left alone: `kill $(cat app.pid)` with app.pid absent in a line that
// runs nothing later (kill fails at once), and a pid file the line
// itself fills before (`./srv & echo $! > srv.pid; sleep 5; kill $(cat
// srv.pid)`: the line's own job).

// stagesReadAbsentLater reports whether a kill's search reads its pids
// from a file (cat, head, tail or another filter's operand, or its
// input) that is not there when judged, where the line runs parts later
// and does not write that file itself.
func stagesReadAbsentLater(stages []*Part, ctx *Context) bool {
	if ctx == nil || ctx.cmd == nil {
		return false
	}
	later := lineRunsLater(ctx.cmd) // body_script_later.go
	read := ctx.ScriptFile
	if read == nil {
		read = ctx.ProjectFile
	}
	if read == nil {
		return false
	}
	for _, p := range stages {
		if !pidFilter(p.Program) {
			continue
		}
		files := filterFiles(p)
		if in, ok := inputWord(p); ok {
			files = append(files, in)
		}
		for _, f := range files {
			v, known, _ := filterPath(f, ctx)
			if !known {
				v, known = lineVarValue(f, ctx.cmd)
				if known && pidFileOzdesk(v, ctx) {
					return true // f=/tmp/pf; kill $(cat $f), the desk's pid in it
				}
			}
			if !known || v == "" || v == "-" {
				continue
			}
			if !path.IsAbs(v) {
				if ctx.Cwd == "" {
					continue
				}
				v = path.Join(ctx.Cwd, v)
			}
			if _, err := read(v, 1); later && errors.Is(err, ErrNoProjectFile) && !lineWritesFile(ctx, v) {
				return true
			}
		}
	}
	return false
}

// lineVarValue returns the value of word w where it is one variable
// (`$f`, `"${f}"`) that the line sets once to a plain literal
// (`f=/tmp/pf`), and true; else false.
func lineVarValue(w Word, cmd *Command) (string, bool) {
	if cmd == nil || len(cmd.Source) > maxPidVarLine || len(w.Segs) != 1 || w.Segs[0].Kind != SegParam {
		return "", false
	}
	name := w.Segs[0].Text
	if name == "" || !isNameStart(name[0]) {
		return "", false
	}
	val := ""
	n := 0
	for _, f := range strings.FieldsFunc(cmd.Source, func(r rune) bool { return strings.ContainsRune(" \t\r\n;&|()", r) }) {
		if rest, ok := strings.CutPrefix(f, name+"="); ok {
			val, n = rest, n+1
		}
	}
	if n != 1 || val == "" || strings.ContainsAny(val, "$`'\"\\*?[{~") {
		return "", false
	}
	return val, true
}

// lineWritesFile reports whether a part of the line redirects its output
// into file abs (`echo $! > srv.pid`).
func lineWritesFile(ctx *Context, abs string) bool {
	for _, q := range ctx.cmd.Parts {
		if q == nil {
			continue
		}
		for _, rd := range q.Redirs {
			if rd.Op != ">" && rd.Op != ">>" && rd.Op != ">|" && rd.Op != "&>" {
				continue
			}
			v, ok := rd.Target.Literal()
			if !ok {
				continue
			}
			if !path.IsAbs(v) {
				v = path.Join(ctx.Cwd, v)
			}
			if v == abs {
				return true
			}
		}
	}
	return false
}

// judgeOzdeskPidSaved is [ozdesk-pid-saved], a program class: the first
// stage of a search whose output goes into a file (the last stage's
// output redirected to a path that is no /dev/null or standard stream,
// or tee's file), where the search names ozdesk or picks the desk
// (stagesNameOzdesk, stagesSelectOzdesk), reads a tmux server's pane,
// server or client pids, or echoes a running desk's pid. Only ever a
// might: what later reads the file is not on the line.
func judgeOzdeskPidSaved(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	cmd := ctx.evalCommand()
	if p == nil || cmd == nil || p.Pipe.ID >= 0 && p.Pipe.Stage > 0 {
		return Judgement{}
	}
	stages := []*Part{p}
	if p.Pipe.ID >= 0 {
		stages = pipelineParts(cmd, p.Pipe.ID, p.Pipe.Len) // class_ozdesk_kill.go
	}
	if !stagesSaveToFile(stages) {
		return Judgement{}
	}
	if stagesNameOzdesk(stages) || stagesSelectOzdesk(stages, ctx) {
		return Judgement{Might: true}
	}
	for _, q := range stages {
		switch q.Program {
		case "tmux", "wemux":
			for _, a := range q.Args() {
				if strings.Contains(a.Raw, "pane_pid}") || strings.Contains(a.Raw, "#{pid}") || strings.Contains(a.Raw, "client_pid}") {
					return Judgement{Might: true}
				}
			}
		case "echo", "printf":
			for _, a := range q.Args() {
				if v, ok := a.Literal(); ok && ctx != nil && ctx.OzdeskPid != nil && killsOzdesk(v, ctx) {
					return Judgement{Might: true}
				}
			}
		}
	}
	return Judgement{}
}

// stagesSaveToFile reports whether a pipeline's output goes into a file:
// its last stage's standard output redirected to a path other than
// /dev/null and the standard streams, or a tee among its stages given a
// file.
func stagesSaveToFile(stages []*Part) bool {
	if len(stages) == 0 {
		return false
	}
	for _, rd := range stages[len(stages)-1].Redirs {
		if (rd.Op == ">" || rd.Op == ">>" || rd.Op == ">|" || rd.Op == "&>" || rd.Op == "&>>") && (rd.Fd == "" || rd.Fd == "1") {
			v, ok := rd.Target.Literal()
			if !ok || v != "/dev/null" && v != "/dev/stdout" && v != "/dev/stderr" && v != "/dev/tty" {
				return true
			}
		}
	}
	for _, q := range stages {
		if q.Program == "tee" {
			for _, a := range q.Args() {
				if v, ok := a.Literal(); !ok || !strings.HasPrefix(v, "-") && v != "/dev/null" {
					return true
				}
			}
		}
	}
	return false
}
