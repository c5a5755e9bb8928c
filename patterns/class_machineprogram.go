package patterns

import (
	"path"
	"strings"
)

// The classes of the machine's own programs and schedules (fx48b, rt46):
// a program of the machine replaced, moved away or deleted
// ([system-program]) and a crontab installed or removed
// ([crontab-change]), both named cmd.system.

// judgeSystemProgram is [system-program]: a path certainly known whose
// directory is one of the machine's own program directories (sysBinDirs:
// /bin, /sbin, /usr/bin, /usr/sbin, /usr/libexec; not /usr/local, where
// a program installed on PATH is left alone): `ln -sf /bin/true
// /usr/bin/ssh`, `mv /usr/bin/python3 /tmp/`, `rm /usr/bin/sudo`. The
// directories themselves are not ([outside-workdir]'s: `rm -rf /usr/bin`).
func judgeSystemProgram(_ string, w Word, ctx *Context) Judgement {
	v, ok := certainPath(w, ctx)
	if !ok || strings.ContainsAny(v, "*?[") {
		return Judgement{}
	}
	v = cleanAbs(v)
	if v == "/" || !inBinDir(path.Dir(v)) {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// judgeCrontabChange is [crontab-change], a program class: crontab
// removing the user's crontab (`crontab -r`, `-ri`, `-u bob -r`) or
// installing a file as it (`crontab /tmp/x`, `crontab -u bob jobs.txt`).
// Listing (`-l`), checking (`-T`), the version and help change nothing;
// `-e` is an editor's, and standard input (`crontab -`) and a word not
// known are left to the other readings.
func judgeCrontabChange(_ string, w Word, ctx *Context) Judgement {
	if v, ok := programWordKey(w); !ok || v != "crontab" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	args := p.Args()
	installs := false
	for k := 0; k < len(args); k++ {
		v, ok := args[k].Literal()
		switch {
		case !ok:
			return Judgement{}
		case v == "-u" || v == "-c":
			k++ // the user, the cluster host
		case strings.HasPrefix(v, "--"):
			return Judgement{} // --help, --version
		case v == "-":
			return Judgement{}
		case strings.HasPrefix(v, "-"):
			if strings.ContainsAny(v[1:], "lTVeh") {
				return Judgement{}
			}
			if strings.ContainsRune(v[1:], 'r') {
				return Judgement{Might: true, Certainly: true}
			}
		default:
			installs = true
		}
	}
	if installs {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// everyNameRegexps are the patterns pkill (and killall -r) read as
// regular expressions that match every process's name or command line.
var everyNameRegexps = [...]string{"", ".", ".*", ".+", "^", "$", "^.*", "^.*$", "^.", "^.+", ".*$"}

// pkillValueFlags are pkill's options that take the next word as their
// value.
var pkillValueFlags = [...]string{"-u", "-U", "-g", "-G", "-P", "-s", "-t", "-F", "--signal", "--euid", "--uid",
	"--group", "--pgroup", "--parent", "--session", "--terminal", "--pidfile", "--ns", "--nslist"}

// killallValueFlags are killall's (psmisc) options that take the next
// word as their value.
var killallValueFlags = [...]string{"-o", "--older-than", "-y", "--younger-than", "-u", "--user", "-s", "--signal",
	"-n", "--ns", "-Z", "--context"}

// judgeKillAnyName is [kill-any-name], a program class: pkill whose
// pattern is a regular expression that matches every process (`pkill -9
// -f .`, `pkill -f ”`, `pkill '.*'`), which kills every process the user
// may signal, as `kill -9 -1` does (fx48b, rt46; [every-process]); and
// killall's `-r`/`--regexp` with such a pattern (fx53n, rt50 C:
// `killall -o 1s -9 -r .`, named cmd.guard-tamper before). A
// pattern not known, or one that names something, is left to the other
// readings.
func judgeKillAnyName(_ string, w Word, ctx *Context) Judgement {
	prog, ok := programWordKey(w)
	if !ok || prog != "pkill" && prog != "killall" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	valued, regexp := pkillValueFlags[:], prog == "pkill"
	if prog == "killall" {
		valued = killallValueFlags[:]
	}
	args := p.Args()
	var pat []string
	for k := 0; k < len(args); k++ {
		v, ok := args[k].Literal()
		switch {
		case !ok:
			return Judgement{}
		case contains(valued, v):
			k++
		case v == "-r" || v == "--regexp" || prog == "killall" && strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.ContainsRune(v, 'r') && !contains(valued, v):
			regexp = true
		case strings.HasPrefix(v, "-") && len(v) > 1:
		default:
			pat = append(pat, v)
		}
	}
	if regexp && len(pat) == 1 && contains(everyNameRegexps[:], pat[0]) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
