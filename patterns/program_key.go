package patterns

import (
	"strings"
	"unicode/utf8"
)

// A program's name is found on disk, and on a case-insensitive
// filesystem (macOS's default, WSL on a Windows drive) `RM`, `/BIN/RM`
// and `Sudo` run rm, /bin/rm and sudo; Windows drops a trailing dot
// (`rm.exe.` runs rm.exe); and Homebrew installs the GNU tools beside
// the system's with a g before their names (grm, gcp, gdd, gsed, gfind,
// gtar …), which are the same programs. The defaults judge a program by
// the name it runs as: programKey reads every program word so, and the
// patterns' program names are read the same way (fx32a).

// programKey returns the name the defaults judge a program base name by:
// without trailing dots and spaces (which Windows drops) and a ".exe",
// lowercased (R, Rscript and GET keep their capitals, and r, rscript and
// get are read as them: caseKeptPrograms), a GNU tool's g-prefixed
// name as the tool's own, and kubectl's alias k as kubectl. A name of dots alone (., the source builtin)
// stays as it is, and so does a builtin that changes the shell's own
// state spelled otherwise than bash knows it (CD, EXPORT, exit.): it is
// not that builtin.
func programKey(name string) string {
	if alreadyKey(name) {
		return name
	}
	if name != "" && name[0] == 'g' && plainKey(name) {
		// git, go, gh, gcloud, gsed: lowercase ASCII, so only the
		// g-prefixed GNU tools differ from their keys. The full reading
		// lowercased the name and looked it up in three tables once per
		// part per default naming git or go, a tenth of a 999-stage
		// pipeline's instructions (fx41p2).
		if tool, ok := gnuPrefixed.get()[name]; ok {
			return tool
		}
		return name
	}
	return programKeySlow(name)
}

// alreadyKey reports whether name is its own program key without a look
// at any table: ASCII with no capital, no trailing dot or space, no
// ".exe", not a g-word (a GNU tool's Homebrew name may be one) and not a
// case-kept program's lowercase name. Nearly every program word and
// every default pattern's program is so; programKeySlow gives the same
// for them (TestProgramKeyFast), at some 700 instructions a call, which
// every hook paid some 6,000 times (fx35h).
func alreadyKey(name string) bool {
	if name == "" || name[0] == 'g' {
		return false
	}
	return plainKey(name)
}

// plainKey is alreadyKey but for a leading g: a non-empty ASCII name
// with no capital, no trailing dot or space, no ".exe", and not a
// case-kept program's lowercase name.
func plainKey(name string) bool {
	for i := range len(name) {
		if c := name[i]; c >= utf8.RuneSelf || ('A' <= c && c <= 'Z') {
			return false
		}
	}
	switch name[len(name)-1] {
	case '.', ' ':
		return false
	}
	if strings.HasSuffix(name, ".exe") {
		return false
	}
	switch name {
	case "r", "rscript", "get", "k", "byobu", "byobu-tmux", "byobu-screen", "wemux":
		return false
	}
	return true
}

// programKeySlow is programKey for any name.
func programKeySlow(name string) string {
	orig := name
	for {
		n := trimExe(strings.TrimRight(name, ". "))
		if n == "" || n == name {
			break
		}
		name = n
	}
	lower := strings.ToLower(name)
	if shellStateBuiltins.get()[lower] && lower != orig {
		// bash finds its builtins by their exact names: `CD /tmp`
		// runs a program on disk (macOS's /usr/bin/cd, in a process
		// of its own) or none, never the builtin, so it is not read
		// as one (it would move the line to /tmp, or set a
		// variable, that the shell never does).
		return orig
	}
	if kept, ok := caseKeptPrograms.get()[lower]; ok {
		return kept
	}
	if lower == "k" {
		return "kubectl" // kubectlAlias
	}
	if m, ok := multiplexerFronts.get()[lower]; ok {
		return m
	}
	if tool, ok := gnuPrefixed.get()[lower]; ok {
		return tool
	}
	return lower
}

// kubectlAlias: `k` is the name kubectl's own documentation gives its
// shell alias (`alias k=kubectl`), which a harness that snapshots the
// operator's shell (aliases included) runs as kubectl; no other program
// of that name is in common use. So `k delete deploy api` is judged as
// kubectl's delete, and `k get pods` as its read (rt42 §12, fx43r).

// multiplexerFronts are the programs that hand their words to tmux or
// GNU screen as those read them: byobu runs its backend (tmux by default,
// screen where ~/.byobu/backend says so) with the words it was given,
// and byobu-tmux and byobu-screen force one. Each is read as the
// multiplexer it runs, so every default naming tmux or screen judges it (rt50 A3:
// `byobu send-keys -t desk y Enter` was allowed while `tmux send-keys -t
// desk …` asks, though DEFAULTS.md read byobu's commands as tmux's: the
// rules name the program tmux, and byobu's part was named byobu). byobu
// on a screen backend takes screen's `-X CMD`, which tmux has not: the
// typing patterns read `tmux -X` as screen's too (class_term_drive.go).
// wemux, a tmux server shared by several users, hands every command
// it does not know to tmux (rt53 N12: `wemux send-keys y` was allowed).
// tmate, tmux's fork, keeps its name: it shares the terminal off the
// machine, which cmd.credentials names it for (`tmate **`).
var multiplexerFronts = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{"byobu": "tmux", "byobu-tmux": "tmux", "byobu-screen": "screen", "wemux": "tmux"}
}}

// caseKeptPrograms are the programs whose names hold capitals and are
// not their lowercase names on a case-sensitive filesystem, by their
// lowercase names: R's interpreter and its script runner, and
// libwww-perl's GET. On a case-insensitive one `r`, `rscript` and `get`
// run them, so they are read as them (littler's r runs R code too).
var caseKeptPrograms = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{"r": "R", "rscript": "Rscript", "get": "GET"}
}}

// gnuPrefixed are the g-prefixed names Homebrew gives the GNU tools it
// installs beside the system's (coreutils, findutils, sed, tar, grep,
// which, make, patch, time, inetutils' telnet, ftp and tftp), each with
// the tool's own name. Names a distinct program is known by (god, gdu,
// gpaste, gping) are left out, and so are git, go, gcc, gh, gzip and
// every other g-word not listed.
var gnuPrefixed = lazy[map[string]string]{build: func() map[string]string {
	names := strings.Fields(`b2sum base32 base64 basename basenc cat chcon chgrp chmod chown
		chroot cksum comm cp csplit cut date dd df dir dircolors dirname echo env expand expr
		factor false fmt fold groups head hostid id install join kill link ln logname ls md5sum
		mkdir mkfifo mknod mktemp mv nice nl nohup nproc numfmt pathchk pinky pr printenv printf
		ptx pwd readlink realpath rm rmdir runcon seq sha1sum sha224sum sha256sum sha384sum
		sha512sum shred shuf sleep sort split stat stdbuf stty sum sync tac tail tee test timeout
		touch tr true truncate tsort tty uname unexpand uniq unlink uptime users vdir wc who whoami
		yes
		find xargs locate updatedb
		sed tar grep egrep fgrep which make patch time telnet ftp tftp`)
	// Made at its size: grown from empty, it was rehashed five times
	// (80 K instructions of a call naming git; issue 10).
	m := make(map[string]string, len(names))
	for _, t := range names {
		m["g"+t] = t
	}
	return m
}}

// shellStateBuiltins are the shell's builtins that change the shell's own
// state or flow (its directory, variables, options, functions, what runs
// next) and that no program on disk does for it: a program word naming
// one in another spelling is not read as it.
var shellStateBuiltins = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, b := range strings.Fields(`cd pushd popd dirs builtin exec eval source alias unalias hash
		export declare local typeset readonly read set shopt trap unset enable let exit return
		shift wait umask ulimit getopts mapfile readarray fc jobs fg bg disown suspend logout
		history bind complete compgen compopt caller break continue command_not_found_handle`) {
		m[b] = true
	}
	return m
}}

// programWordKey returns the name a literal program word is judged by:
// its base name read by programKey (`/BIN/RM` is rm). It fails when the
// word is not literal.
func programWordKey(w Word) (string, bool) {
	v, ok := w.Literal()
	if !ok {
		return "", false
	}
	return programKey(v[strings.LastIndexByte(v, '/')+1:]), true
}
