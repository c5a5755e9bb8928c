package patterns

import "strings"

// More programs that write the files a stream read from standard input
// names (rt17h finding F3), for TakesFileStream: a patch applied from
// there (patch with no patch file, git apply and git am with none or
// "-"), git fast-import, and archives unpacked from there (pax -r, 7z x
// -si, ar x /dev/stdin, dpkg-deb -x /dev/stdin, unzip /dev/stdin). Busybox
// and toybox applets are read as the program they run.

// streamWriters maps a program to the check that it writes what its
// standard input names.
var streamWriters = lazy[map[string]func(args []Word) bool]{build: func() map[string]func(args []Word) bool {
	stdinOperand := func(args []Word) bool { return anyOperand(args, isStdinPath) }
	return map[string]func(args []Word) bool{
		"patch": patchFromStdin, "gpatch": patchFromStdin,
		"git-apply": gitPatchFromStdin, "git-am": gitPatchFromStdin,
		"git-fast-import": func([]Word) bool { return true },
		"pax":             paxReadsStdin,
		"7z":              sevenZipStdin, "7za": sevenZipStdin, "7zr": sevenZipStdin, "7zz": sevenZipStdin,
		"ar": func(args []Word) bool {
			return len(args) > 0 && firstCluster(args, 'x') && stdinOperand(args[1:])
		},
		"dpkg-deb": func(args []Word) bool {
			return hasAnyArg(args, "-x", "--extract", "-X", "--vextract", "-R", "--raw-extract", "-e", "--control") && stdinOperand(args)
		},
		"unzip": stdinOperand, "bsdunzip": stdinOperand,
	}
}}

// gitStreamSub reports whether git's arguments run a subcommand that
// writes what its standard input names: apply or am with no patch file
// (or "-"), fast-import. A subcommand that is not literal counts.
func gitStreamSub(args []Word) bool {
	for i := 0; i < len(args); i++ {
		lit, ok := args[i].Literal()
		switch {
		case !ok:
			return true
		case lit == "-C" || lit == "-c" || lit == "--git-dir" || lit == "--work-tree" || lit == "--namespace" || lit == "--config-env":
			i++
		case strings.HasPrefix(lit, "-"):
		case lit == "apply" || lit == "am":
			return gitPatchFromStdin(args[i+1:])
		case lit == "fast-import":
			return true
		default:
			return false
		}
	}
	return false
}

// gitPatchFromStdin reports whether git apply's (or am's) arguments name
// no patch file, or "-": it reads the patch from standard input. git am's
// --continue, --skip, --abort, --quit, --resolved, --show-current-patch
// read no patch.
func gitPatchFromStdin(args []Word) bool {
	for _, w := range args {
		lit, _ := litPrefix(w)
		switch lit {
		case "--continue", "--skip", "--abort", "--quit", "--resolved", "-r", "--show-current-patch", "--allow-empty", "-h", "--help":
			return false
		}
	}
	operands := 0
	for _, w := range args {
		lit, ok := w.Literal()
		if ok && strings.HasPrefix(lit, "-") && lit != "-" {
			continue
		}
		operands++
		if !ok || isStdinPath(lit) {
			return true
		}
	}
	return operands == 0
}

// patchFromStdin reports whether patch reads its patch from standard
// input: no -i/--input (or one naming standard input), and fewer than two
// operands (patch [ORIGFILE [PATCHFILE]]).
func patchFromStdin(args []Word) bool {
	operands := 0
	for i := 0; i < len(args); i++ {
		lit, ok := args[i].Literal()
		switch {
		case !ok:
			operands++
		case lit == "-i" || lit == "--input":
			if i+1 >= len(args) {
				return true
			}
			v, ok := args[i+1].Literal()
			return !ok || isStdinPath(v)
		case strings.HasPrefix(lit, "--input="):
			return isStdinPath(strings.TrimPrefix(lit, "--input="))
		case strings.HasPrefix(lit, "-i") && !strings.HasPrefix(lit, "--"):
			return isStdinPath(lit[2:])
		case lit == "--":
			operands += len(args) - i - 1
			i = len(args)
		case strings.HasPrefix(lit, "-") && lit != "-":
			if patchValueFlag(lit) {
				i++
			}
		default:
			operands++
		}
	}
	return operands < 2
}

// patchValueFlag reports whether patch's option lit takes the next word as
// its value.
func patchValueFlag(lit string) bool {
	switch lit {
	case "-p", "-d", "-o", "-r", "-B", "-Y", "-z", "-V", "-D", "-F", "-g",
		"--directory", "--output", "--reject-file", "--prefix", "--suffix", "--basename-prefix",
		"--version-control", "--ifdef", "--fuzz", "--get", "--quoting-style":
		return true
	}
	return false
}

// paxReadsStdin reports whether pax reads an archive (-r) from standard
// input: no -f, or -f naming standard input.
func paxReadsStdin(args []Word) bool {
	if !hasShortFlag(args, 'r') {
		return false
	}
	for i, w := range args {
		lit, _ := litPrefix(w)
		if j := strings.IndexByte(lit, 'f'); len(lit) > 1 && lit[0] == '-' && lit[1] != '-' && j >= 0 {
			v := lit[j+1:]
			if v == "" && i+1 < len(args) {
				v, _ = litPrefix(args[i+1])
			}
			return isStdinPath(v)
		}
	}
	return true
}

// sevenZipStdin reports whether 7z extracts (x, e) an archive read from
// standard input (-si).
func sevenZipStdin(args []Word) bool {
	if len(args) == 0 {
		return false
	}
	cmd, _ := args[0].Literal()
	if cmd != "x" && cmd != "e" {
		return false
	}
	for _, w := range args[1:] {
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "-si") {
			return true
		}
	}
	return false
}

// firstCluster reports whether the first of args (ar's key, with or
// without a dash) holds letter.
func firstCluster(args []Word, letter byte) bool {
	lit, _ := litPrefix(args[0])
	return strings.IndexByte(strings.TrimPrefix(lit, "-"), letter) >= 0
}

// anyOperand reports whether an argument that is not an option (or is
// not literal) satisfies is; "-" counts as an operand.
func anyOperand(args []Word, is func(string) bool) bool {
	for _, w := range args {
		lit, ok := w.Literal()
		if !ok {
			return true
		}
		if (!strings.HasPrefix(lit, "-") || lit == "-") && is(lit) {
			return true
		}
	}
	return false
}

// hasAnyArg reports whether one of args is literally one of names.
func hasAnyArg(args []Word, names ...string) bool {
	for _, n := range names {
		if hasArgWord(args, n) {
			return true
		}
	}
	return false
}

// writesNamedStream reports whether part p is one of these programs.
func writesNamedStream(p *Part) bool {
	if p.Program == "git" && gitStreamSub(p.Args()) {
		return true
	}
	check, ok := streamWriters.get()[p.Program]
	return ok && check(p.Args())
}
