package patterns

import (
	"encoding/json"
	"path"
	"strings"
)

// The scripts `composer NAME` runs (body_eval.go): `composer run-script
// NAME` (`run`), `composer NAME` when NAME is none of composer's own
// commands, and the event scripts `composer install` and `update` run
// (pre-/post-install-cmd, pre-/post-update-cmd, post-autoload-dump;
// `require` and `remove` run update's, unless --no-update), from
// the composer.json of the directory the part runs in, moved by -d
// (--working-dir). A script is a string or a list of them, each run in
// its own shell in that directory: `@other` runs the script other (read
// as `composer run-script other`), `@composer ARGS` and `@php ARGS` run
// composer and php, `@putenv` sets a variable, and a PHP callback
// (`Vendor\Class::method`) is PHP code, not read. JSON that does not
// parse, a script that is neither a string nor a list of them, or a word
// that is not literal leaves the part as it was.

// composerBuiltins are composer's own commands: `composer NAME` runs the
// script NAME only when NAME is none of them.
var composerBuiltins = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(`about archive audit browse home bump check-platform-reqs clear-cache
		clearcache cc completion config create-project depends why diagnose dump-autoload dumpautoload
		exec fund global help init install i licenses list outdated prohibits why-not reinstall remove rm
		require r run-script run search self-update selfupdate show info status suggests update u upgrade
		validate`) {
		m[c] = true
	}
	return m
}}

// composerEvents are the event scripts composer's subcommand sub runs,
// or nil.
func composerEvents(sub string) []string {
	switch sub {
	case "install", "i":
		return []string{"pre-install-cmd", "post-install-cmd", "post-autoload-dump"}
	case "update", "u", "upgrade", "require", "r", "remove", "rm":
		// require and remove update the dependencies they change, and
		// so run update's events (rt50 A15 J021)
		return []string{"pre-update-cmd", "post-update-cmd", "post-autoload-dump"}
	case "dump-autoload", "dumpautoload":
		return []string{"pre-autoload-dump", "post-autoload-dump"}
	}
	return nil
}

// composerBodies returns the scripts a composer part runs.
func composerBodies(p *Part, ctx *Context) []runnerBody {
	dir, names, args, word, ok := readComposerCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	b, err := ctx.ProjectFile(path.Join(dir, "composer.json"), taskFileMax)
	if err != nil {
		return nil
	}
	scripts, ok := parseComposerScripts(b)
	if !ok {
		return nil
	}
	file := fromIn(ctx.Cwd, dir, "composer.json")
	var out []runnerBody
	for _, n := range names {
		lines, has := scripts[n]
		if !has {
			continue
		}
		var shell []string
		for i, l := range lines {
			s, ok := composerLine(l)
			if !ok {
				continue
			}
			if i == len(lines)-1 && len(args) > 0 {
				s = appendArgs(s, args)
			}
			shell = append(shell, s)
		}
		if len(shell) == 0 {
			continue
		}
		body, shown := linesInSubshells(shell)
		out = append(out, runnerBody{key: "composer.json " + dir + " " + n, from: file + "'s script " + n,
			text: body, shown: shown, dir: dir, word: word})
	}
	return out
}

// readComposerCall reads a composer part: its directory, the scripts it
// runs, the extra arguments and the word the evidence points at.
func readComposerCall(p *Part, cwd string) (dir string, names []string, args []Word, word int, ok bool) {
	dir = cwd
	ws := p.Words
	var sub string
	k := 1
	for ; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return "", nil, nil, 0, false
		}
		if !strings.HasPrefix(v, "-") {
			if sub == "" {
				sub, word = v, k
				if v == "run-script" || v == "run" {
					continue
				}
				break
			}
			names, word = []string{v}, k
			break
		}
		name, val, eq := strings.Cut(v, "=")
		if name == "-d" || name == "--working-dir" {
			if !eq {
				if k+1 >= len(ws) {
					return "", nil, nil, 0, false
				}
				k++
				if val, lit = ws[k].Literal(); !lit {
					return "", nil, nil, 0, false
				}
			}
			if dir = bodyDir(cwd, LitWord(val)); dir == "" {
				return "", nil, nil, 0, false
			}
			continue
		}
		if name == "--list" || name == "-l" || name == "--no-scripts" || name == "--dry-run" {
			return "", nil, nil, 0, false
		}
	}
	switch {
	case sub == "":
		return "", nil, nil, 0, false
	case sub == "run-script" || sub == "run":
		if len(names) == 0 {
			return "", nil, nil, 0, false
		}
	case composerEvents(sub) != nil:
		for _, w := range ws[k+1:] {
			if v, _ := w.Literal(); v == "--no-scripts" || v == "--dry-run" || v == "--no-update" || v == "--no-install" {
				return "", nil, nil, 0, false
			}
		}
		return dir, composerEvents(sub), nil, word, true
	case composerBuiltins.get()[sub]:
		return "", nil, nil, 0, false
	default:
		names = []string{sub}
	}
	rest := ws[k+1:]
	if len(rest) > 0 && rest[0].Raw == "--" {
		rest = rest[1:]
	}
	return dir, names, rest, word, true
}

// parseComposerScripts reads composer.json's scripts, each as its list
// of lines: false when it is not a JSON object whose scripts, if any,
// are strings or lists of strings.
func parseComposerScripts(b []byte) (map[string][]string, bool) {
	var pkg struct {
		Scripts map[string]json.RawMessage `json:"scripts"`
	}
	if err := json.Unmarshal(b, &pkg); err != nil {
		return nil, false
	}
	out := make(map[string][]string, len(pkg.Scripts))
	for name, raw := range pkg.Scripts {
		var one string
		if json.Unmarshal(raw, &one) == nil {
			out[name] = []string{one}
			continue
		}
		var many []string
		if json.Unmarshal(raw, &many) != nil {
			return nil, false
		}
		out[name] = many
	}
	return out, true
}

// composerLine is the shell command one line of a script runs: false for
// a PHP callback and @putenv, which run none.
func composerLine(l string) (string, bool) {
	l = strings.TrimSpace(l)
	if l == "" {
		return "", false
	}
	if ref, ok := strings.CutPrefix(l, "@"); ok {
		name, rest, _ := strings.Cut(ref, " ")
		switch name {
		case "putenv":
			return "", false
		case "composer", "php":
			return l[1:], true
		}
		return strings.TrimSpace("composer run-script " + name + " " + rest), true
	}
	if !strings.ContainsAny(l, " \t") && strings.Contains(l, "::") {
		return "", false // a PHP callback
	}
	return l, true
}
