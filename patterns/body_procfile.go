package patterns

import (
	"errors"
	"path"
	"slices"
	"strconv"
	"strings"
)

// The processes a Procfile runner starts (body_eval.go): `foreman start
// [NAME]`, `honcho start [NAME]`, `forego start [NAME]`, `heroku local
// [NAME]`, `overmind start` (s) and `hivemind [FILE]` run each `name:
// command` line of the Procfile (or the file of -f, --procfile, or
// hivemind's operand) with a shell in the file's directory. Each line is
// read as a package script is, and named ("Procfile's worker"). A NAME
// reads that process only (every word not an option is taken for one;
// when none names a process, all are read); overmind's -l/-p lists and options the reader
// does not follow read them all, which is what the runner can start. A
// file past taskFileMax or holding a NUL byte is unread (asks); no file
// leaves the part as it was.

// procfileName is the file the runners read by default.
const procfileName = "Procfile"

// procfileCall is what a Procfile runner part names: the file, the one
// processes it may name (none for all) and the word the evidence points at.
type procfileCall struct {
	file  string
	names []string
	word  int
}

// procfileBodies returns the processes a Procfile runner part starts.
func procfileBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readProcfileCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	b, err := ctx.ProjectFile(c.file, taskFileMax)
	shown := fromIn(ctx.Cwd, path.Dir(c.file), path.Base(c.file))
	if errors.Is(err, ErrFileTooLarge) {
		return []runnerBody{{key: "procfile " + c.file, word: c.word,
			unread: "the " + shown + " " + p.Program + " starts is larger than ozdesk reads (" + strconv.Itoa(taskFileMax>>10) + " KiB)"}}
	}
	if err != nil {
		return nil
	}
	text, err := scriptText(b, true)
	if err != nil {
		return []runnerBody{{key: "procfile " + c.file, word: c.word,
			unread: "the " + shown + " " + p.Program + " starts " + err.Error()}}
	}
	entries := parseProcfile(text)
	if named := slices.DeleteFunc(slices.Clone(entries), func(e procfileEntry) bool {
		return !contains(c.names, e.name)
	}); len(named) > 0 {
		entries = named // an option's value taken for a name reads them all
	}
	var out []runnerBody
	for _, e := range entries {
		out = append(out, runnerBody{key: "procfile " + c.file + " " + e.name,
			from: shown + "'s " + e.name, text: e.command, dir: path.Dir(c.file), word: c.word})
	}
	return out
}

// readProcfileCall reads a Procfile runner part; false for one that
// starts nothing (help, export, a verb other than start).
func readProcfileCall(p *Part, cwd string) (procfileCall, bool) {
	ws := p.Words
	k := 1
	switch p.Program {
	case "foreman", "honcho", "forego", "overmind":
		if len(ws) < 2 {
			return procfileCall{}, false
		}
		v, _ := ws[1].Literal()
		if v != "start" && (p.Program != "overmind" || v != "s") {
			return procfileCall{}, false
		}
		k = 2
	case "heroku":
		if v, _ := wordAt(ws, 1); v != "local" && v != "local:start" {
			return procfileCall{}, false
		}
		k = 2
	}
	c := procfileCall{file: path.Join(cwd, procfileName), word: k - 1}
	for ; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			continue // an option's value or a name not known: all are read
		}
		opt, val, eq := strings.Cut(v, "=")
		switch {
		case opt == "-f" || opt == "--procfile":
			if !eq {
				if k+1 >= len(ws) {
					return c, true
				}
				k++
				val, _ = ws[k].Literal()
			}
			if f := bodyDir(cwd, LitWord(val)); f != "" {
				c.file = f
			}
		case strings.HasPrefix(v, "-"):
		case p.Program == "hivemind":
			if f := bodyDir(cwd, ws[k]); f != "" {
				c.file = f
			}
		case p.Program != "overmind":
			c.names = append(c.names, v)
		}
	}
	return c, true
}

// wordAt is word k's literal text, false past the end or for a word not
// literal.
func wordAt(ws []Word, k int) (string, bool) {
	if k >= len(ws) {
		return "", false
	}
	return ws[k].Literal()
}

// procfileEntry is one `name: command` line.
type procfileEntry struct{ name, command string }

// parseProcfile returns a Procfile's entries: lines `name: command` whose
// name is letters, digits, _ and -, as foreman reads them.
func parseProcfile(text string) []procfileEntry {
	var out []procfileEntry
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimRight(line, "\r")
		name, cmd, ok := strings.Cut(line, ":")
		if !ok || name == "" || strings.TrimSpace(cmd) == "" {
			continue
		}
		if strings.IndexFunc(name, func(r rune) bool {
			return !(r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
		}) >= 0 {
			continue
		}
		out = append(out, procfileEntry{name, strings.TrimSpace(cmd)})
	}
	return out
}
