package main

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"
)

// shellArgv is the guarded shell's argument list as bash reads it: the
// options bash would take, the command string it would run, and the
// words after it ($0, $1 and on).
type shellArgv struct {
	// command is set when -c was given; text is then the command string.
	command bool
	text    string
	login   bool
	// long are bash's long options (before the others, as bash wants).
	long []string
	// opts are the options bash gets again, in a form it reads one way.
	opts []string
	args []string
}

// shellSetLetters are the one-letter options bash takes that do not
// change how it reads the command's text (they stop on an error, trace
// or print it, or check it): the guarded shell passes them on. Any other
// letter (-k puts assignments anywhere in the environment, -f or +B
// change expansion, -i reads start-up files) it cannot judge, so it
// refuses the command.
const shellSetLetters = "euxvnET"

// shellSetNames are the -o names the guarded shell passes on, for the
// same reason as shellSetLetters.
var shellSetNames = map[string]bool{
	"errexit": true, "nounset": true, "xtrace": true, "verbose": true,
	"noexec": true, "pipefail": true, "errtrace": true, "functrace": true,
}

// shellLongOptions are bash's long options the guarded shell reads: they
// come before the one-letter ones, as bash wants them.
var shellLongOptions = map[string]bool{"--login": true, "--noprofile": true, "--norc": true}

// splitShellArgs separates ozdesk's own long flags (--agent, --wait, and
// the global ones), which come first, from the argument list bash gets.
func splitShellArgs(fs *pflag.FlagSet, args []string) (own, bash []string) {
	for i := 0; i < len(args); i++ {
		w := args[i]
		name, _, hasValue := strings.Cut(strings.TrimPrefix(w, "--"), "=")
		if !strings.HasPrefix(w, "--") || w == "--" || shellLongOptions[w] {
			return own, args[i:]
		}
		f := fs.Lookup(name)
		if f == nil {
			return own, args[i:]
		}
		own = append(own, w)
		if !hasValue && f.NoOptDefVal == "" && i+1 < len(args) {
			i++
			own = append(own, args[i])
		}
	}
	return own, nil
}

// parseShellArgv reads args as bash reads its own argument list: long
// options first, then one-letter options (-x sets, +x unsets, several in
// one word, -o and +o take the next word), until "--", "-" or the first
// word that is not an option; with -c that word is the command string
// and the rest are $0 and on. What bash would read differently from how
// the command is judged is an error.
func parseShellArgv(args []string) (shellArgv, error) {
	var a shellArgv
	i := 0
	for ; i < len(args) && shellLongOptions[args[i]]; i++ {
		if args[i] == "--login" {
			a.login = true
			continue
		}
		a.long = append(a.long, args[i])
	}
	for ; i < len(args); i++ {
		w := args[i]
		if w == "--" || w == "-" {
			i++
			break
		}
		if len(w) < 2 || (w[0] != '-' && w[0] != '+') {
			break
		}
		if strings.HasPrefix(w, "--") {
			return a, fmt.Errorf("bash takes long options such as %q only before the others, and the guarded shell reads only --login, --noprofile and --norc", w)
		}
		for _, l := range w[1:] {
			switch {
			case l == 'c' && w[0] == '-':
				a.command = true
			case l == 'l' && w[0] == '-':
				a.login = true
			case l == 'o':
				if i+1 >= len(args) || !shellSetNames[args[i+1]] {
					return a, fmt.Errorf("%co needs one of the option names errexit, nounset, xtrace, verbose, noexec, pipefail, errtrace, functrace", w[0])
				}
				i++
				a.opts = append(a.opts, string(w[0])+"o", args[i])
			case strings.ContainsRune(shellSetLetters, l):
				a.opts = append(a.opts, string(w[0])+string(l))
			default:
				return a, fmt.Errorf("bash's option %c%c in %q would change how it reads or runs the command, so it cannot be judged", w[0], l, w)
			}
		}
	}
	if a.command {
		if i >= len(args) {
			return a, fmt.Errorf("-c needs a command")
		}
		a.text, a.args = args[i], args[i+1:]
		return a, nil
	}
	a.args = args[i:]
	return a, nil
}

// bashArgv is the argument list the guarded shell execs bash with: the
// options it read, then -c -- and the judged command string, so that
// bash cannot take the command for an option.
//
// It always starts with --norc: bash built with SSH_SOURCE_BASHRC (as
// Debian's and Ubuntu's are) runs ~/.bashrc before `bash -c` when
// SSH_CLIENT is set (sshd sets it) or its standard input is a socket,
// and that file is not judged.
func (a shellArgv) bashArgv() []string {
	argv := []string{"bash", "--norc"}
	for _, l := range a.long {
		if l != "--norc" {
			argv = append(argv, l)
		}
	}
	if a.login {
		argv = append(argv, "-l")
	}
	argv = append(argv, a.opts...)
	argv = append(argv, "-c", "--", a.text)
	return append(argv, a.args...)
}
