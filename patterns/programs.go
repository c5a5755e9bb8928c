package patterns

// Tables of programs that more than one piece of the package needs to know
// by name. Names are base names.

import (
	"maps"
	"strings"
)

// shellPrograms run a script: from a file operand, from -c, or from
// standard input when neither is given.
var shellPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"sh": true, "bash": true, "dash": true, "zsh": true, "ksh": true, "mksh": true,
		"ash": true, "fish": true, "csh": true, "tcsh": true, "yash": true, "posh": true,
		"oksh": true, "loksh": true, "pdksh": true, "rbash": true,
		// POSIX-like shells the table lacked (rt22d #17, rt22e #20): mksh's
		// lksh, ksh93, Oils' osh (bash's syntax), sash, bosh, hush, brush,
		// mrsh, and Debian's diverted dash.
		"lksh": true, "ksh93": true, "osh": true, "sash": true, "bosh": true, "hush": true,
		"brush": true, "mrsh": true, "sh.distrib": true,
		"busybox": true, // busybox sh …: the reader looks at its applet
	}
}}

// interpreterPrograms run a script read from standard input when they are
// given no script operand (python3 -, perl, ruby, node …).
var interpreterPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	named := map[string]bool{
		"python": true, "python2": true, "python3": true, "perl": true, "ruby": true,
		"node": true, "nodejs": true, "deno": true, "bun": true, "php": true, "lua": true,
		"pwsh": true, "powershell": true, "Rscript": true, "osascript": true, "tclsh": true,
		// REPLs and interpreters that read a program from standard input
		// when given none: fed from a pipe, they run it.
		// Shells in languages of their own, whose code is not read.
		"nu": true, "xonsh": true, "elvish": true, "ysh": true, "oil": true, "rc": true, "es": true,
		"ion": true, "murex": true,
		"ipython": true, "ipython3": true, "irb": true, "R": true, "julia": true, "expect": true,
		"pypy": true, "pypy3": true,
		// PowerShell's Invoke-Expression runs the text piped into it
		// (fx48a, rt46 b0801; its alias iex is Elixir's REPL here, which
		// does too).
		"invoke-expression": true,
	}
	// Made at its size with the runtimes: grown, it was rehashed as they
	// came (issue 10).
	runtimes := runtimeSpecs.get()
	m := make(map[string]bool, len(named)+len(runtimes))
	maps.Copy(m, named)
	for name := range runtimes { // guile, groovy, erl, sbcl … (read_runtimes.go)
		m[name] = true
	}
	return m
}}

// downloaderPrograms fetch URLs.
var downloaderPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"curl": true, "wget": true, "aria2c": true, "fetch": true, "http": true, "https": true,
		"xh": true, "lwp-request": true, "GET": true, "axel": true, "curlie": true,
		"wget2": true, "lwp-download": true, "lwp-mirror": true,
		// the text browsers, which print a page's source or text on their
		// output (`lynx -source URL | sh`: fx38c, rt36 D173)
		"lynx": true, "w3m": true, "links": true, "links2": true, "elinks": true,
		// PowerShell's cmdlets and their aliases, lowered (`iwr URL | iex`:
		// fx48a, rt46 b0801)
		"iwr": true, "irm": true, "invoke-webrequest": true, "invoke-restmethod": true,
	}
}}

// isShell reports whether name is a shell.
func isShell(name string) bool {
	if shellPrograms.get()[name] {
		return true
	}
	// A versioned name (bash5, bash-5.2, zsh5) is the shell it names.
	base := strings.TrimRight(name, "0123456789.")
	base = strings.TrimSuffix(base, "-")
	return base != name && base != "busybox" && shellPrograms.get()[base]
}

// isInterpreter reports whether name is a shell or another interpreter that
// runs a script read from standard input, an interpreter's name with a
// version suffix included (python3.12, lua5.4, guile3.0).
func isInterpreter(name string) bool {
	return shellPrograms.get()[name] || interpreterBase(name) != ""
}

// interpreterBase returns the name interpreterPrograms knows an
// interpreter by: name itself, or name without its version suffix
// (python3.12 is python, perl5.36 perl); "" for no interpreter.
func interpreterBase(name string) string {
	if interpreterPrograms.get()[name] {
		return name
	}
	if base := unversioned(name); base != name && interpreterPrograms.get()[base] {
		return base
	}
	return ""
}

// isDownloader reports whether name is a program that fetches URLs.
func isDownloader(name string) bool { return downloaderPrograms.get()[name] }
