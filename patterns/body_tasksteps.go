package patterns

import (
	"errors"
	"path"
	"strconv"
	"strings"
)

// What the task runners of deno, mise, pixi, devbox and cargo-make run
// (fx58a, issue 7; rt56 R3/R9–R11, rt56c F3/F4): each reader
// (body_deno.go, body_mise.go, body_pixi.go, body_devbox.go,
// body_cargomake.go) turns the task a part names into steps, each a
// command line or another task of the file, and walkTaskSteps expands
// them, dependencies first, each task once, bounded as go-task's are
// (taskTasksMax). The lines are judged as a make recipe's are, grouped by
// the directory they run in, the reason naming the file and the task
// ("deno.json's task x runs: rm -rf ~"). A file past taskFileMax, a file
// that does not parse, and a task the reader cannot follow (another
// interpreter, a plugin, a command that is not a string) make the part ask
// as unreadable (runnerBody.unread), as a package.json past its bound
// does: writing the file is free for the agent. A name the file does not
// hold is the tool's own (an error, a built-in, a command run as it is)
// and a missing file leaves the part as it was.

// taskStep is one step of a task: a command line run in dir, or ref,
// another task of the same file run there.
type taskStep struct{ line, ref, dir string }

// taskLookup returns the steps of the task name, why it cannot be read
// ("" when it can), and whether the file holds it at all.
type taskLookup func(name string) (steps []taskStep, why string, found bool)

// walkTaskSteps expands the steps of names through get, each task once:
// the lines in order, why one could not be read, and false where a name
// or a task a step runs is none of the file's or the walk passed
// taskTasksMax tasks (the tool's own error, or more than is read).
func walkTaskSteps(names []string, get taskLookup) ([]taskLine, string, bool) {
	var lines []taskLine
	seen := map[string]bool{}
	why := ""
	var visit func(n string, depth int) bool
	visit = func(n string, depth int) bool {
		if seen[n] {
			return true // a cycle, or a task already run: each runs once
		}
		if len(seen) >= taskTasksMax || depth > taskTasksMax {
			why = "runs more than the " + strconv.Itoa(taskTasksMax) + " tasks ozdesk reads"
			return false
		}
		steps, w, found := get(n)
		if !found {
			return false
		}
		if w != "" {
			why = w
			return false
		}
		seen[n] = true
		for _, s := range steps {
			if s.ref != "" {
				if !visit(s.ref, depth+1) {
					return false
				}
				continue
			}
			lines = append(lines, taskLine{dir: s.dir, text: s.line})
		}
		return true
	}
	for _, n := range names {
		if !visit(n, 0) {
			return nil, why, false
		}
	}
	return lines, "", true
}

// taskRunBodies are the bodies of a task runner's part: the lines, by
// directory, from file in at, the reason naming the task; or, where why
// is not "", the part unreadable for it.
func taskRunBodies(ctx *Context, tool, at, file, what string, lines []taskLine, why string, word int) []runnerBody {
	from := fromIn(ctx.Cwd, at, file)
	key := tool + " " + path.Join(at, file) + " " + what
	if why != "" {
		return []runnerBody{{key: key, from: from, dir: at, word: word,
			unread: from + "'s " + what + " " + why, unreadClass: UnreadableProgram}}
	}
	var out []runnerBody
	for _, g := range groupTaskLines(lines) {
		body, shown := linesInSubshells(g.lines)
		out = append(out, runnerBody{key: key + " " + g.dir, from: from + "'s " + what,
			text: body, shown: shown, dir: g.dir, word: word})
	}
	return out
}

// lookTaskFile is findTaskFile that also tells a file past taskFileMax
// (tooBig): padding the file is free for whoever writes it, so the part
// asks as unreadable where it stands.
func lookTaskFile(ctx *Context, dir string, names []string, up bool) (at, name string, text []byte, tooBig, ok bool) {
	d := dir
	for range bodyFileWalkMax {
		for _, n := range names {
			b, err := ctx.ProjectFile(path.Join(d, n), taskFileMax)
			switch {
			case err == nil:
				return d, n, b, false, true
			case errors.Is(err, ErrFileTooLarge):
				return d, n, nil, true, true
			case err != ErrNoProjectFile:
				return "", "", nil, false, false
			}
		}
		if !up || d == "/" {
			break
		}
		d = path.Dir(d)
	}
	return "", "", nil, false, false
}

// tooBigWhy is the reason a task file past taskFileMax is not read.
func tooBigWhy() string {
	return "is larger than ozdesk reads (" + strconv.Itoa(taskFileMax>>10) + " KiB)"
}

// fileUnread is the body of a part whose task file at/name cannot be
// read for why.
func fileUnread(ctx *Context, tool, at, name, why string, word int) []runnerBody {
	from := fromIn(ctx.Cwd, at, name)
	return []runnerBody{{key: tool + "-unread " + path.Join(at, name), from: from, dir: at, word: word,
		unread: from + " " + why}}
}

// argWords quotes the words of a command list (cargo-make's `args`,
// pixi's list `cmd`) as one command line: a word with nothing the shell
// reads stays as it is (so `~` stays the home, as the tools that join
// without quoting run it), any other is single-quoted.
func argWords(ws []string) string {
	out := make([]string, len(ws))
	for i, w := range ws {
		if w != "" && !strings.ContainsAny(w, " \t\n'\"\\$`;&|<>()*?[]{}#!") {
			out[i] = w
			continue
		}
		out[i] = shellQuote1(w)
	}
	return strings.Join(out, " ")
}

// appendLast appends args to the last line of steps, as a task runner
// hands a task its extra words.
func appendLast(steps []taskStep, args []Word) []taskStep {
	if len(args) == 0 {
		return steps
	}
	for i := len(steps) - 1; i >= 0; i-- {
		if steps[i].ref == "" {
			steps[i].line = appendArgs(steps[i].line, args)
			break
		}
	}
	return steps
}

// stringList is v as strings: one string, or a list of strings; false
// for anything else.
func stringList(v any) ([]string, bool) {
	switch v := v.(type) {
	case string:
		return []string{v}, true
	case []any:
		out := make([]string, 0, len(v))
		for _, x := range v {
			s, ok := x.(string)
			if !ok {
				return nil, false
			}
			out = append(out, s)
		}
		return out, true
	}
	return nil, false
}

// literalDir is a task's own directory (deno's --cwd, mise's and pixi's
// `dir`/`cwd`, cargo-make's `cwd`) from base: false where it is a
// template or from the home, which the reader does not follow.
func literalDir(base, d string) (string, bool) {
	if d == "" {
		return base, true
	}
	if strings.ContainsAny(d, "{}$") || strings.HasPrefix(d, "~") {
		return "", false
	}
	return bodyJoin(base, d), true
}
