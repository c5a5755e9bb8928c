package patterns

import "strings"

// Programs that take their code or their command list from standard
// input beyond the shells and interpreters the reader follows (rt17h
// findings F1 and F2). Given the caller's own input (ReadsTypedProgram:
// ozdesk shell's SSH channel, Codex's write_stdin) each runs what arrives
// there, which no hook sees:
//
//   - xargs appending its input items to a program that runs its
//     operands as a command (`xargs env`, `xargs -L1 nice`, `xargs timeout
//     9`, `xargs sudo`, `xargs flock F`): xargs parses quotes, so the line
//     `sh -c '…'` becomes a shell;
//   - fakeroot, fakeroot-ng and proot with no command of their own, which
//     start a shell reading that input;
//   - sed, m4 and the other script readers told to read their script from
//     standard input (`sed -f -`, `sed --file=/dev/stdin`): sed's `e` and
//     m4's `syscmd` run shell commands;
//   - pypy with no script (its REPL), lxc-attach with no command (a shell
//     in the container).

// itemRunners are programs that, given words, run them as a command,
// beyond the wrappers the reader peels (wrapperSpecs).
var itemRunners = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"fakeroot": true, "fakeroot-ng": true, "fakeroot-sysv": true, "fakeroot-tcp": true, "proot": true,
		"doas": true, "pkexec": true, "sudo": true, "su": true, "runuser": true, "setpriv": true,
		"firejail": true, "bwrap": true, "systemd-run": true, "unbuffer": true, "catchsegv": true,
		"strace": true, "ltrace": true, "valgrind": true, "torsocks": true, "proxychains": true,
		"proxychains4": true, "tsocks": true, "faketime": true, "eatmydata": true, "numactl": true,
		"cgexec": true, "sg": true, "newgrp": true, "ssh": true, "watch": true, "script": true,
		"expect": true, "parallel": true, "xargs": true, "time": true, "env": true, "exec": true,
		"command": true, "builtin": true, "nice": true, "ionice": true, "chrt": true, "taskset": true,
		"timeout": true, "nohup": true, "setsid": true, "stdbuf": true, "flock": true, "chroot": true,
		"nsenter": true, "unshare": true, "busybox": true, "toybox": true, "caffeinate": true,
		"lxc-attach": true, "lxc-execute": true, "schroot": true, "dchroot": true, "linux32": true,
		"linux64": true, "setarch": true, "prlimit": true, "systemd-inhibit": true, "dbus-launch": true,
		"xvfb-run": true, "fakechroot": true,
	}
}}

// shellStarters are programs that start a shell (reading the caller's
// input) when given no command.
var shellStarters = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"fakeroot": true, "fakeroot-ng": true, "fakeroot-sysv": true, "fakeroot-tcp": true,
		"proot": true, "lxc-attach": true, "fakechroot": true, "schroot": true, "dchroot": true,
	}
}}

// stdinScriptFlags maps a program to its options that name a script file
// (short letters, long names): given "-" or a name of standard input, it
// reads its script from there.
var stdinScriptFlags = lazy[map[string]scriptFlags]{build: func() map[string]scriptFlags {
	sed := scriptFlags{short: "f", long: []string{"--file"}}
	return map[string]scriptFlags{
		"sed": sed, "gsed": sed, "ssed": sed,
		"m4":   {short: "", long: nil, bare: true},
		"gm4":  {short: "", long: nil, bare: true},
		"jq":   {short: "f", long: []string{"--from-file"}},
		"gawk": {short: "f", long: []string{"--file"}},
	}
}}

// scriptFlags are a program's script-file options; bare says that with no
// operand at all it reads its script from standard input (m4).
type scriptFlags struct {
	short string
	long  []string
	bare  bool
}

// readsStdinCommands reports whether part p runs code or commands it reads
// from standard input in one of the ways listed above.
func readsStdinCommands(p *Part) bool {
	name := p.Program
	if appendsItems(p) && xargsReadsCaller(p) && (itemRunners.get()[name] || wrapperSpecs.get()[name] != nil) {
		return true
	}
	args := p.Args()
	if shellStarters.get()[name] {
		switch at := commandAt(name, args); {
		case at < 0:
			return true
		default:
			return typedCommand(args[at:])
		}
	}
	if name == "pypy" || name == "pypy3" {
		return replUnlessScript([]string{".py"})(p)
	}
	if f, ok := stdinScriptFlags.get()[name]; ok {
		return scriptFromStdin(f, args)
	}
	return false
}

// xargsReadsCaller reports whether the outermost xargs wrapping p reads
// its items from the caller's input: not fed by a pipe or a file the line
// names, and with no -a FILE (--arg-file) other than standard input.
func xargsReadsCaller(p *Part) bool {
	q := *p
	q.Feed = p.itemFeed
	if !readsCallersInput(&q) {
		return false
	}
	for _, w := range p.Wrappers {
		if w.Name != "xargs" {
			continue
		}
		o, ok := wrapperSpecs.get()["xargs"].opts.scan(w.Words, 1).find("-a", "--arg-file")
		return !ok || !o.hasVal || o.value == "" || isStdinPath(o.value)
	}
	return false
}

// commandAt returns the index in args of the command a shell-starting
// program runs, after its options, their values and "--"; -1 when there is
// none (it starts a shell). An option word that is not literal counts as
// the command.
func commandAt(name string, args []Word) int {
	takesValue := map[string]bool{"-l": true, "--lib": true, "--faked": true, "-s": true, "-i": true,
		"-b": true, "-n": true, "--name": true, "-r": true, "-R": true, "-b/": true, "-w": true,
		"-q": true, "-P": true, "-c": true, "-u": true, "-e": true, "-v": true, "-k": true,
		"--rootfs": true, "--bind": true, "--cwd": true, "--mount": true, "--kernel-release": true,
		"--qemu": true, "-o": true, "-f": true, "-g": true, "--user": true, "--chroot": true,
		"-P/": true, "--lxcpath": true, "--rcfile": true, "--elevated-privileges": true, "--namespaces": true,
		"--set-var": true, "--keep-var": true, "-s/": true, "--save-file": true, "--load-file": true,
	}
	if strings.HasPrefix(name, "fakeroot") {
		// fakeroot's -u and -h take no value.
		takesValue["-u"], takesValue["-h"] = false, false
	}
	for i := 0; i < len(args); i++ {
		lit, ok := args[i].Literal()
		switch {
		case !ok:
			return i
		case lit == "--":
			if i+1 >= len(args) {
				return -1
			}
			return i + 1
		case strings.HasPrefix(lit, "-"):
			if takesValue[lit] && !strings.Contains(lit, "=") {
				i++
			}
		default:
			return i
		}
	}
	return -1
}

// typedCommand reports whether the command words run reads a typed
// program (`proot bash`): it is read again as a command line of its own.
// Words that are not literal count as one (unknown).
func typedCommand(run []Word) bool {
	var b strings.Builder
	for _, w := range run {
		lit, ok := w.Literal()
		if !ok {
			return true
		}
		b.WriteString(quoteText(lit, false))
		b.WriteByte(' ')
	}
	for _, q := range Read(b.String()).Parts {
		if q.ReadsTypedProgram() {
			return true
		}
	}
	return false
}

// scriptFromStdin reports whether args give a script file option f the
// value "-" or a name of standard input (-f -, -nf /dev/stdin,
// --file=/dev/fd/0, --file -), or, for a program that reads its script
// from standard input with no operand (m4), hold no operand or "-".
func scriptFromStdin(f scriptFlags, args []Word) bool {
	operands := 0
	for i := 0; i < len(args); i++ {
		lit, ok := args[i].Literal()
		if !ok {
			lit, _ = litPrefix(args[i])
		}
		next := func() string {
			if i+1 < len(args) {
				v, _ := args[i+1].Literal()
				return v
			}
			return ""
		}
		switch {
		case lit == "--":
			for _, w := range args[i+1:] {
				v, _ := w.Literal()
				operands++
				if f.bare && isStdinPath(v) {
					return true
				}
			}
			return f.bare && operands == 0
		case strings.HasPrefix(lit, "--"):
			for _, l := range f.long {
				if lit == l && isStdinPath(next()) || lit == l+"="+strings.TrimPrefix(lit, l+"=") && isStdinPath(strings.TrimPrefix(lit, l+"=")) {
					return true
				}
			}
		case len(lit) > 1 && lit[0] == '-':
			if j := strings.IndexAny(lit[1:], f.short); f.short != "" && j >= 0 {
				v := lit[j+2:]
				if v == "" {
					v = next()
				}
				if isStdinPath(v) {
					return true
				}
			}
		default:
			operands++
			if f.bare && isStdinPath(lit) {
				return true
			}
		}
	}
	return f.bare && operands == 0
}
