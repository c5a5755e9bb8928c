package patterns

import "strings"

// Credential files printed, judged by the effect rather than by a list of
// printers' names (fx42r1, rt42 §1, §2; issue 7). A credential store
// outside the workdir READ by a part whose output reaches the agent is
// [secret-print], whatever the program:
//
//   - certain for the programs known to copy what they read to their
//     output (contentPrinters, and tr; `cmp -l`/`-b`/`--verbose`, which
//     print the differing bytes; `git diff --no-index`; a copy or archive
//     written to the terminal: `cp F /dev/stdout`, `install F /dev/stdout`,
//     `tar czf - DIR`, `zip - F`);
//   - might for any other program given the file as an operand or fed it
//     by `<` (`perl -pe1 F`, `python3 -m base64 F`, `gpg --dearmor < F`,
//     `source F`, whose errors echo each line, `xargs -0 < /proc/1/environ`,
//     `while read l; do …; done < F`): what it does with the content is not
//     known, and its output reaches the agent;
//   - might for a word that may name one (a glob or a brace outside the
//     workdir: `cat ~/.aws/cred*`, `head ~/.n*rc`, `cat ~/.{netrc,gitconfig}`);
//     a variable the line assigns (`F=~/.netrc; cat "$F"`), a loop's
//     variable (`for f in ~/.ssh/id_*; do cat "$f"; done`), `set --`'s
//     positions and an array's elements are read as their values.
//
// Left alone (nonPrinters): the programs that read a file without
// printing its content: metadataReaders (ls, stat, file, wc, du, the
// checksums, ssh-keygen's fingerprint, test, realpath …); those that use
// a credential for what it is (ssh, scp, ssh-add, git, curl, the cloud
// and cluster CLIs: what they send is judged by where it goes); those
// that change a file's place, mode or existence (chmod, chown, rm, mv,
// ln, touch); the copy and archive programs unless they write to the
// terminal ([secret-copy] judges the rest); echo and printf, which print
// a path's name, not its content; and editors opened in their own window
// (code, open, xdg-open).
var nonPrinters = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for p := range metadataReaders.get() {
		m[p] = p != "cmp"
	}
	for _, p := range []string{"ssh", "scp", "sftp", "ssh-add", "ssh-copy-id", "ssh-keyscan", "ssh-agent",
		"autossh", "mosh", "git", "gh", "glab", "curl", "wget", "http", "https", "xh", "xhs", "rsync", "aws",
		"gcloud", "gsutil", "az", "kubectl", "oc", "kubecolor", "helm", "k9s", "kubectx", "kubens", "docker",
		"podman", "nerdctl", "terraform", "tofu", "ansible", "ansible-playbook", "vault", "psql", "mysql",
		"mongosh", "redis-cli", "npm", "pnpm", "yarn", "pip", "pip3", "twine", "cargo", "gem", "chmod", "chown",
		"chgrp", "chattr", "setfacl", "rm", "shred", "srm", "trash", "trash-put", "mv", "ln", "touch", "mkdir",
		"rmdir", "cp", "install", "tar", "zip", "7z", "gzip", "bzip2", "xz", "zstd", "echo", "printf", "basename",
		"dirname", "code", "open", "xdg-open", "export", "unset", "cd", "pushd", "popd", "eval", "gpg-agent",
		"keychain", "age-keygen", "openssl", "sops", "age", "git-crypt", "ssh-keygen", "rclone", "s3cmd",
		"set", "shift", "local", "declare", "typeset", "readonly", "alias", "type", "which", "command", "hash"} {
		m[p] = true
	}
	return m
}}

// printsReadFile reports whether part p copies what it reads to its
// output for certain (above): a content printer, tr, cmp with a byte
// listing, git diff --no-index, or a copy or archive written to the
// terminal.
func printsReadFile(p *Part) bool {
	if contentPrinters.get()[p.Program] || p.Program == "tr" || compressorToStdout(p) || printsFileURL(p) {
		return true
	}
	lits, ops := litArgs(p)
	switch p.Program {
	case "cmp":
		for _, v := range lits {
			if v == "--verbose" || v == "--print-bytes" || len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v[1:], "lb") {
				return true
			}
		}
	case "git":
		return hasAll(ops, "diff") && hasAll(lits, "--no-index")
	case "cp", "install", "rsync", "dd":
		return writesTerminal(p)
	case "tar":
		return writesTerminal(p) || tarToStdout(lits)
	case "zip":
		return len(ops) > 0 && ops[0] == "-" || hasAll(lits, "-")
	}
	return false
}

// writesTerminal reports whether a file part p writes is the terminal's
// standard output or error (/dev/stdout, /dev/tty, /dev/fd/1 …).
func writesTerminal(p *Part) bool {
	for _, t := range partWrittenWords(p) {
		v, ok := t.Literal()
		if !ok {
			continue
		}
		switch v {
		case "-", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1", "/proc/self/fd/2":
			return true
		}
	}
	return false
}

// tarToStdout reports whether tar's archive is written to its standard
// output: an f in a create cluster followed by -, --file=-/-f -, or a
// create naming no archive file at all.
func tarToStdout(lits []string) bool {
	create := false
	for i, v := range lits {
		switch {
		case v == "--create", v == "-c", len(v) > 1 && v[0] != '-' && i == 0 && strings.ContainsRune(v, 'c'),
			len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsRune(v, 'c'):
			create = true
		}
	}
	if !create {
		return false
	}
	named := false // an archive file named (-f, --file)
	for i, v := range lits {
		if v == "--file=-" || v == "-" && i > 0 && (strings.HasSuffix(lits[i-1], "f") || lits[i-1] == "--file") {
			return true
		}
		named = named || v == "--file" || strings.HasPrefix(v, "--file=") ||
			len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsRune(v, 'f') ||
			i == 0 && len(v) > 1 && v[0] != '-' && strings.ContainsRune(v, 'f')
	}
	// With no -f, GNU tar writes the archive to its default, standard
	// output (rt44 §3: `tar -cO ~/.ssh | base64`; -O, --to-stdout, is
	// extraction's and changes nothing here).
	return !named
}

// readsCredentialOutside reports whether part p reads, as an operand or
// through a < redirection, a word that names a credential store outside
// the workdir (credentialOutside), itself or through the values the line
// gives its variables (varForms); with maybe, a word that may name one
// (credentialMaybeOutside) counts too.
func readsCredentialOutside(p *Part, ctx *Context, maybe bool) bool {
	return partReadsAny(p, func(f Word) bool {
		forms := append([]Word{f}, varForms(f, ctx)...)
		if alts, ok := braceWords(f); ok {
			forms = append(forms, alts...) // bash reads each: ~/.{netrc,gitconfig}
		}
		for _, g := range forms {
			if credentialOutside(g, ctx) || maybe && credentialMaybeOutside(g, ctx) {
				return true
			}
		}
		return false
	})
}

// credentialMaybeOutside reports whether a word holding a glob or a brace
// may name a credential store outside the workdir: its path may be one
// ([credentials] might), and its known start is not in the workdir; or
// it names a credential store below a directory not known
// (credentialUnderUnknown). A word of unknown expansions with no known
// rest (`cat "$X"`) is not one.
func credentialMaybeOutside(f Word, ctx *Context) bool {
	if credentialUnderUnknown(f, ctx) {
		return true // class_secret_unknown_dir.go
	}
	glob := false
	for _, s := range f.Segs {
		switch s.Kind {
		case SegGlob, SegBrace:
			glob = true
		case SegLit, SegTilde:
		default:
			if _, ok := segValue(s, ctx); !ok {
				return false
			}
		}
	}
	if !glob {
		return false
	}
	p := resolvePath(&f, ctx)
	if p.any || len(p.shape) == 0 || !strings.HasPrefix(p.shape[0], "/") {
		return false
	}
	head := p.shape[0]
	if k := strings.LastIndexByte(head, '/'); k >= 0 && inBound(head[:k+1], ctx) {
		return false // in the project: its own files
	}
	if strings.HasSuffix(f.Raw, ".pub") || strings.HasSuffix(f.Raw, ".pub*") {
		return false // public halves
	}
	return judgeCredentials("", f, ctx).Might
}

// mayPrintCredential reports whether part p might print a credential
// store outside the workdir (above): a program not known to print none of
// what it reads, reading one or a word that may name one.
func mayPrintCredential(p *Part, ctx *Context) bool {
	if nonPrinters.get()[p.Program] && !printsReadFile(p) || printsNoLines(p) || opensslPublic(p) {
		return false
	}
	if printsReadFile(p) {
		return readsCredentialOutside(p, ctx, true)
	}
	// Any other program: only an operand or a < redirection that is a
	// credential store itself counts, not an option's value nor a
	// directory that merely holds one (`./configure --prefix=$HOME/.local`,
	// `make install PREFIX=$HOME/.local` read nothing of it).
	store := func(f Word) bool {
		if lead := leadingLiteral(&f); strings.HasPrefix(lead, "-") || strings.Contains(lead, "=") {
			return false
		}
		for _, g := range append([]Word{f}, varForms(f, ctx)...) {
			if procOtherEnviron(g) || credentialOutside(g, ctx) && judgeCredentials("", g, ctx).Certainly ||
				credentialMaybeOutside(g, ctx) {
				return true
			}
		}
		return false
	}
	return partReadsAny(p, store)
}

// inspectFormatsEnv reports whether docker or podman inspect is given a
// format that names the environment (`--format "{{.Config.Env}}"`,
// rt42 D958): it prints another container's variables, its database
// password among them. The whole configuration (`docker inspect db`) is
// an everyday look and is left alone here.
func inspectFormatsEnv(p *Part) bool {
	_, ops := litArgs(p)
	if len(ops) == 0 || ops[0] != "inspect" && !(ops[0] == "container" && len(ops) > 1 && ops[1] == "inspect") {
		return false
	}
	args := p.Args()
	for i, a := range args {
		v, _ := a.Literal()
		val := ""
		switch {
		case v == "-f" || v == "--format":
			if i+1 < len(args) {
				val = args[i+1].Raw
			}
		case strings.HasPrefix(v, "--format="), strings.HasPrefix(v, "-f") && len(v) > 2:
			val = v
		}
		if strings.Contains(val, ".Env") || strings.Contains(val, "json .Config") {
			return true
		}
	}
	return false
}

// execPrintsEnv reports whether a container's or a pod's command run by
// docker, podman, kubectl or oc exec prints its environment (rt42 §3:
// `docker exec db env`, `kubectl exec db -- printenv`, `… cat
// /proc/1/environ`): another process's secrets, not the agent's own.
func execPrintsEnv(p *Part) bool {
	lits, ops := litArgs(p)
	if len(ops) == 0 || ops[0] != "exec" {
		return false
	}
	for _, v := range lits[1:] {
		switch {
		case v == "env", v == "printenv", strings.HasSuffix(v, "/environ"):
			return true
		}
	}
	return false
}
