package shelldialect

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// zsh's builtins are checked by the command word zsh runs, not by the
// word as written (rt18i #3b): `\setopt`, `'setopt'`, `builtin setopt`,
// `command emulate` and `- unsetopt` run the builtin all the same. `set
// -o OPTION` is setopt's other spelling (rt18i #3), and `hash NAME=FILE`
// and the arrays tied to zsh's command and option tables (`path=(…)`,
// `commands[ls]=…`) rebind a program's name where bash sees a failing
// hash or a plain array (rt18i #4).

// zshPrecommand reports whether zsh skips the word name before the
// command word it runs.
func zshPrecommand(name string) bool {
	switch name {
	case "builtin", "command", "exec", "-", "nocorrect", "noglob":
		return true
	}
	return false
}

// zshTiedName reports whether zsh ties the parameter name to its
// command, option, function or directory tables: assigning it rebinds
// what a name runs.
func zshTiedName(name string) bool {
	switch name {
	case "path", "fpath", "module_path", "cdpath", "manpath", "commands",
		"options", "functions", "aliases", "galiases", "saliases",
		"builtins", "reswords", "nameddirs", "userdirs", "parameters",
		"dis_aliases", "dis_functions", "dis_builtins", "dis_reswords",
		"dis_galiases", "dis_saliases", "dis_patchars", "modules", "widgets":
		return true
	}
	return false
}

// zshSameOption reports whether bash and zsh both have the `set -o`
// option opt (lower case, without underscores) and read it alike.
func zshSameOption(opt string) bool {
	switch opt {
	case "errexit", "nounset", "xtrace", "pipefail", "verbose", "noclobber":
		return true
	}
	return false
}

// zshSameFlags are set's single-letter flags bash and zsh read alike.
const zshSameFlags = "euxvC"

// unquoted is w's text after quote removal, and false when a part of it
// is not literal text.
func unquoted(w *syntax.Word) (string, bool) {
	var b strings.Builder
	var add func(parts []syntax.WordPart) bool
	add = func(parts []syntax.WordPart) bool {
		for _, part := range parts {
			switch p := part.(type) {
			case *syntax.Lit:
				v := p.Value
				for i := 0; i < len(v); i++ {
					if v[i] == '\\' && i+1 < len(v) {
						i++
					}
					b.WriteByte(v[i])
				}
			case *syntax.SglQuoted:
				b.WriteString(p.Value)
			case *syntax.DblQuoted:
				if !add(p.Parts) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	if !add(w.Parts) {
		return "", false
	}
	return b.String(), true
}

// zshCallOtherwise says how zsh runs call otherwise than bash reads it:
// a builtin of [zshRunsCode] however spelled, a `set` of an option bash
// does not read alike, a `hash` that binds a name, or an assignment to a
// parameter of [zshTiedName]; "" for none.
func zshCallOtherwise(call *syntax.CallExpr) string {
	for _, a := range call.Assigns {
		if why := zshTiedAssign(a); why != "" {
			return why
		}
	}
	args := call.Args
	for len(args) > 0 {
		name, ok := unquoted(args[0])
		if !ok {
			return ""
		}
		if zshRunsCode[name] {
			return "has its own builtin `" + safetext.Escape(name) + "`, which may change how the rest is read or run"
		}
		if !zshPrecommand(name) {
			break
		}
		args = args[1:]
		// exec's and command's own options come before the command word.
		for len(args) > 0 {
			opt, ok := unquoted(args[0])
			if !ok || !strings.HasPrefix(opt, "-") || opt == "-" {
				break
			}
			args = args[1:]
			if opt == "--" {
				break
			}
			if name == "exec" && strings.Contains(opt, "a") && len(args) > 0 {
				args = args[1:]
			}
		}
	}
	if len(args) == 0 {
		return ""
	}
	name, _ := unquoted(args[0])
	switch name {
	case "set":
		return zshSetOtherwise(args[1:])
	case "hash":
		for _, w := range args[1:] {
			v, ok := unquoted(w)
			if !ok || strings.Contains(v, "=") || strings.HasPrefix(v, "-") && v != "-r" {
				return "binds a command or directory name with `hash`, which bash reads otherwise"
			}
		}
	}
	return ""
}

// zshSetOtherwise says which of set's arguments zsh reads otherwise than
// bash: an option or flag outside [zshSameOption] and [zshSameFlags].
func zshSetOtherwise(args []*syntax.Word) string {
	for i := 0; i < len(args); i++ {
		v, ok := unquoted(args[i])
		if !ok {
			return "runs `set` with an option ozdesk cannot read"
		}
		if v == "--" || v == "-" || len(v) < 2 || v[0] != '-' && v[0] != '+' {
			return ""
		}
		for _, c := range v[1:] {
			if c != 'o' {
				if !strings.ContainsRune(zshSameFlags, c) {
					return "sets the option `" + safetext.Escape(v) + "` with `set`, which zsh reads otherwise than bash"
				}
				continue
			}
			i++
			if i >= len(args) {
				return "lists or sets options with `set -o`, which zsh reads otherwise than bash"
			}
			opt, ok := unquoted(args[i])
			opt = strings.ReplaceAll(strings.ToLower(opt), "_", "")
			if !ok || !zshSameOption(opt) {
				return "sets a zsh option with `set -o`/`set +o` (as setopt does), which may change how the rest is read"
			}
		}
	}
	return ""
}

// zshTiedAssign says when a assigns a parameter zsh ties to a table
// ([zshTiedName]); "" otherwise.
func zshTiedAssign(a *syntax.Assign) string {
	if a.Name != nil && zshTiedName(a.Name.Value) {
		return "assigns `" + safetext.Escape(a.Name.Value) + "`, which zsh ties to the names it runs"
	}
	return ""
}
