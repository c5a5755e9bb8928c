package patterns

import (
	"path"
	"strings"
)

// Secrets printed into the agent's transcript (fx40b, rt39 §5, decided).
// What a part prints reaches the model, which is off the machine: a
// secret printed to the terminal has left it as surely as one sent by
// curl. [secret-print] is a part that prints, to the terminal, either
//
//   - what a secret manager keeps (a keeper's read verb: `vault kv get`,
//     `op read`, `aws secretsmanager get-secret-value`, `gcloud secrets
//     versions access`, `kubectl get secret -o yaml`, `pass show`, `bw
//     get`, macOS's `security find-generic-password -w`, `secret-tool
//     lookup` …; the operator's own login printed is [live-credential]'s),
//     or
//   - the content of a credential store outside the workdir: a [secret]
//     file whose copy would be staging (copiesSecret: ~/.ssh's private
//     keys, ~/.aws/credentials, ~/.netrc, ~/.kube/config, a browser's
//     login store, /proc/N/environ of another process …) read by a
//     program that prints what it reads (contentPrinters: cat, head,
//     less, strings, base64, grep, sed, sqlite3 …), or a recursive search
//     over the home or a directory holding it (`grep -r PATTERN ~`),
//     whose matching lines include those files' lines;
//   - either, printed again by echo or printf through a substitution or a
//     variable the line set from one (class_secret_echo.go).
//
// "To the terminal": the part stands in no substitution, its output is
// piped into nothing but text filters, and (for a file's content) it is
// not redirected to a file, which [secret-copy] judges. Substituted or
// piped into a program that uses it, the secret is judged by where it
// goes ([secret-value], [secret-stream]), as before.
//
// Left alone: the project's own files (`cat .env` in the workdir: the
// agent reads the project with its own tools anyway); what prints names,
// sizes, sums or public halves (metadataReaders, `cat ~/.ssh/id_rsa.pub`,
// known_hosts, ~/.ssh/config); a search that prints no lines (`grep -q`,
// `-l`, `-c`); the agent's own environment (`env`, `/proc/self/environ`:
// the one its commands run in); a keeper's listings and status (`pass
// ls`, `kubectl get secrets`, `vault status`, `op whoami`); and the
// general decryptors and inspectors (`gpg -d`, `age -d`, `docker
// inspect`, `jq env`, `git config --get`), which print what they are
// given rather than what a keeper keeps.

// contentPrinters print the content of the files they read.
var contentPrinters = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{"cat", "tac", "head", "tail", "less", "more", "most", "view", "strings", "base64",
		"base32", "basenc", "xxd", "od", "hexdump", "hd", "grep", "egrep", "fgrep", "rg", "ag", "ack", "ugrep",
		"sed", "awk", "gawk", "mawk", "nawk", "jq", "gojq", "jaq", "yq", "cut", "sort", "uniq", "column", "fold",
		"rev", "nl", "paste", "pr", "fmt", "expand", "unexpand", "iconv", "bat", "batcat", "diff", "sdiff",
		"comm", "join", "zcat", "zless", "zmore", "bzcat", "xzcat", "zstdcat", "dd", "sqlite3", "tee", "openssl",
		"look", "dos2unix", "unix2dos"} {
		m[p] = true
	}
	return m
}}

// judgeSecretPrint is [secret-print] (above), judged on a part's program
// word.
func judgeSecretPrint(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	if printsCredentialVar(p, ctx) && printedHere(p, ctx, false) {
		return Judgement{Might: true, Certainly: true} // class_secret_print_tools.go
	}
	keeper := printsKeptSecret(p) || printsEnvirons(p) || printsSecretByTool(p) || inspectPipedToEnv(p, ctx)
	if !printsSecretHere(p, ctx) && !echoesPrintedSecret(p, ctx) {
		if mayPrintCredential(p, ctx) && printedHere(p, ctx, false) {
			return Judgement{Might: true} // class_secret_print_effect.go
		}
		return Judgement{}
	}
	if !printedHere(p, ctx, keeper) {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// printedHere reports whether what part p prints reaches the terminal (or,
// with fileToo, a file): p stands in no substitution, and it and each part
// that runs it (find -exec) pipe into nothing but text filters; without
// fileToo, none of them sends its output to a file.
func printedHere(p *Part, ctx *Context, fileToo bool) bool {
	cmd := ctx.evalCommand()
	if cmd == nil || substsOf(ctx, cmd).in[p.Index] {
		return false
	}
	for k, q := 0, p; q != nil && k < maxKillSearch; k++ {
		if !fileToo && stdoutToFile(q, ctx) {
			return false
		}
		if q.Pipe.ID >= 0 {
			for _, r := range pipelineParts(cmd, q.Pipe.ID, q.Pipe.Len) {
				if r.Pipe.Stage > q.Pipe.Stage && !passesOn(r) { // class_secret_roundtrip.go
					return false // a program that uses it: judged by where it goes
				}
			}
		}
		if q.Parent < 0 || q.Parent >= len(cmd.Parts) || q.Parent == q.Index {
			break
		}
		q = cmd.Parts[q.Parent]
	}
	return true
}

// stdoutToFile reports whether part p's standard output is redirected to
// a file (not the terminal's descriptors): nothing of it is printed.
func stdoutToFile(p *Part, ctx *Context) bool {
	for i := range p.Redirs {
		r := &p.Redirs[i]
		if !r.Writes || r.Body != nil || r.Fd != "" && r.Fd != "1" || strings.Contains(r.Op, "&") && r.Op != "&>" && r.Op != "&>>" {
			continue
		}
		v, ok := certainPath(r.Target, ctx)
		if !ok {
			return true // a file not known: [secret-copy] judges it
		}
		switch v {
		case "/dev/stdout", "/dev/stderr", "/dev/tty":
			continue
		}
		return true
	}
	return false
}

// printsKeptSecret reports whether part p prints what a secret manager
// keeps: printsManagedSecret but for the general decryptors and
// inspectors, pass's and gopass's entries, and the desktop keyrings.
func printsKeptSecret(p *Part) bool {
	if printsThroughDoor(p) { // class_secret_doors.go
		return true
	}
	switch p.Program {
	case "docker", "podman":
		return inspectFormatsEnv(p) || execPrintsEnv(p)
	case "kubectl", "oc", "kubecolor":
		if execPrintsEnv(p) {
			return true
		}
	case "git", "jq", "gojq", "jaq", "gpg", "gpg2", "age":
		return false
	}
	return printsManagedSecret(p) || printsPassEntry(p) || printsKeyring(p) || printsServiceSecret(p)
}

// printsKeyring reports whether part p prints a password a desktop
// keyring or password manager keeps: macOS's `security
// find-generic-password`/`find-internet-password` with -w or -g,
// `dump-keychain -d` and `export`; `secret-tool lookup`/`search`;
// `kwallet-query -r`; bw's `list items` and `export`; lpass's `export`.
func printsKeyring(p *Part) bool {
	lits, ops := litArgs(p)
	first := func(s string) bool { return len(ops) > 0 && ops[0] == s }
	shortHas := func(letters string) bool {
		for _, v := range lits {
			if len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v[1:], letters) {
				return true
			}
		}
		return false
	}
	switch p.Program {
	case "security":
		switch {
		case first("find-generic-password"), first("find-internet-password"):
			return shortHas("wg")
		case first("dump-keychain"):
			return shortHas("d")
		case first("export"):
			return true
		}
	case "secret-tool":
		return first("lookup") || first("search")
	case "kwallet-query":
		return shortHas("r") || hasAll(lits, "--read-password")
	case "bw":
		return first("list") && hasAll(ops, "items") || first("export")
	case "lpass":
		return first("export")
	}
	return false
}

// printsCredentialFile reports whether part p prints the content of a
// credential store outside the workdir (above), or searches the home
// recursively for lines.
func printsCredentialFile(p *Part, ctx *Context) bool {
	if !printsReadFile(p) || printsNoLines(p) || opensslPublic(p) {
		return false
	}
	outside := func(f Word) bool { return credentialOutside(f, ctx) }
	if readsCredentialOutside(p, ctx, false) {
		return true
	}
	for _, a := range p.Args() {
		if procOtherEnviron(a) {
			return true // /proc/$(pgrep x)/environ: a word sentFiles does not resolve
		}
	}
	if cmd := ctx.evalCommand(); cmd != nil && p.Parent >= 0 && p.Parent < len(cmd.Parts) &&
		findFound(cmd.Parts[p.Parent], outside) {
		return true
	}
	return searchesHome(p, ctx)
}

// credentialOutside reports whether a word a part reads names a credential
// store outside the workdir whose content is secret: copiesSecret's
// files, but not one in the workdir (the project's own) nor the agent's
// own environment (/proc/self/environ).
func credentialOutside(f Word, ctx *Context) bool {
	if procOtherEnviron(f) {
		return true
	}
	if procOwnEnviron(f) || !copiesSecret(f, ctx) {
		return false
	}
	lead := leadingLiteral(&f)
	if k := strings.IndexByte(lead, '='); k > 0 && !strings.ContainsAny(lead[:k], "@/~$<") {
		f = trimWordPrefix(f, lead[:k+1], false) // dd's if=FILE, a KEY=FILE
		lead = lead[k+1:]
	}
	v, ok := certainPath(f, ctx)
	if !ok {
		if lead == "" || strings.HasPrefix(lead, "/") || strings.HasPrefix(lead, "~") || strings.Contains(lead, "..") {
			return true // not known to be in the project
		}
		return !inBound(ctx.Cwd, ctx)
	}
	if strings.HasPrefix(v, "/proc/self/") || strings.HasPrefix(v, "/proc/thread-self/") || publicSystemFile(v, ctx) {
		return false
	}
	return !inBound(v, ctx)
}

// procOtherEnviron reports whether a word names, by a glob, a number, a
// variable or a substitution, the environment of processes under /proc
// other than the agent's own (`cat /proc/*/environ`, `/proc/1/environ`,
// `/proc/$PID/environ`, `/proc/$(pgrep x)/environ`). The shell's own
// ($$, ${$}, $BASHPID) is the agent's, as /proc/self's is.
func procOtherEnviron(f Word) bool {
	v := strings.Trim(f.Raw, `'"`)
	return strings.HasPrefix(v, "/proc/") && path.Base(v) == "environ" && !procOwnEnviron(f)
}

// procOwnEnviron reports whether a word names the agent's own environment
// under /proc: the shell's ($$, ${$}, $BASHPID) or self's.
func procOwnEnviron(f Word) bool {
	v := strings.Trim(f.Raw, `'"`)
	for _, own := range []string{"self", "thread-self", "$$", "${$}", "$BASHPID", "${BASHPID}"} {
		if strings.HasPrefix(v, "/proc/"+own+"/") {
			return path.Base(v) == "environ"
		}
	}
	return false
}

// publicSystemFile reports whether v is a system file the credential
// tables hold for their writes (who may log in, sudo, pam) whose content
// is no secret: readable by every user (/etc/passwd, /etc/group,
// /etc/sudoers, sshd_config, a host key's .pub). /etc/shadow, /etc/gshadow,
// the host's private keys (/etc/ssh/ssh_host_*_key) and root's ~/.ssh are
// secret.
func publicSystemFile(v string, ctx *Context) bool {
	for _, c := range systemCredentials.get() {
		if !within(v, c) {
			continue
		}
		switch c {
		case "/etc/shadow", "/etc/gshadow", "/root/.ssh":
			return false
		case "/etc/ssh":
			base := path.Base(v)
			return !strings.HasSuffix(base, "_key") && !secretByName(v, ctx.Home)
		}
		return true
	}
	return false
}

// inBound reports whether the absolute path v lies in the workdir the ask
// is judged in (Context.bound); with none, nothing does.
func inBound(v string, ctx *Context) bool {
	b := ctx.bound()
	return b != "" && v != "" && within(path.Clean(v), cleanAbs(b))
}

// printsNoLines reports whether a search prints no matching lines, only
// names, counts or its status (grep -l, -L, -c, -q; rg --files).
func printsNoLines(p *Part) bool {
	switch p.Program {
	case "grep", "egrep", "fgrep", "rg", "ag", "ack", "ugrep":
	case "sed", "gsed":
		return sedInPlace(p)
	default:
		return false
	}
	for _, a := range p.Args() {
		v, ok := a.Literal()
		if !ok || v == "--" {
			break
		}
		switch {
		case v == "--files-with-matches", v == "--files-without-match", v == "--count", v == "--quiet",
			v == "--silent", v == "--files", v == "--count-matches":
			return true
		case len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v[1:], "lLcq"):
			return true
		}
	}
	return false
}

// searchesHome reports whether part p searches a directory tree that
// holds the home (the home, /home, /) for lines: grep -r (-R,
// --recursive, -d recurse), or rg, ag, ack and ugrep -r, which recurse
// by default; given no directory, rg and ag search where they run.
func searchesHome(p *Part, ctx *Context) bool {
	recursive := false
	switch p.Program {
	case "rg", "ag", "ack":
		recursive = true
	case "grep", "egrep", "fgrep", "ugrep":
		lits, _ := litArgs(p)
		for i, v := range lits {
			switch {
			case v == "--recursive", v == "--dereference-recursive", v == "--directories=recurse", strings.HasPrefix(v, "-d") && v != "-d" && strings.HasSuffix(v, "recurse"):
				recursive = true
			case v == "-d" && i+1 < len(lits) && lits[i+1] == "recurse":
				recursive = true
			case len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v[1:], "rR"):
				recursive = true
			}
		}
	}
	if !recursive || ctx.Home == "" {
		return false
	}
	dirs := 0
	for _, a := range p.Args() {
		if v, ok := certainPath(a, ctx); ok {
			if holdsHome(v, ctx.Home) {
				return true
			}
			dirs++
		}
	}
	return dirs == 0 && (p.Program == "rg" || p.Program == "ag") && holdsHome(cleanAbs(ctx.Cwd), ctx.Home)
}

// sedInPlace reports whether sed part p edits its files in place (-i,
// -iSUFFIX, a cluster holding i before an option that takes a value,
// --in-place): it prints nothing of them, and what it writes is judged as
// a write (`sed -i 's/ozdesk/true/' ~/.claude.json` is guard-tamper's,
// not a secret printed).
func sedInPlace(p *Part) bool {
	for _, a := range p.Args() {
		v, ok := a.Literal()
		if !ok || v == "--" {
			return false
		}
		if v == "--in-place" || strings.HasPrefix(v, "--in-place=") {
			return true
		}
		if len(v) < 2 || v[0] != '-' || v[1] == '-' {
			continue
		}
		for _, c := range v[1:] {
			if c == 'i' {
				return true
			}
			if c == 'e' || c == 'f' || c == 'l' {
				break
			}
		}
	}
	return false
}

// printsEnvirons reports whether ps part p prints its processes'
// environments: a BSD-style option word (no dash) holding e (`ps eww`,
// `ps auxe`), which shows every listed process's variables, other
// processes' secrets among them, as /proc/N/environ does (rt40 D429).
// SysV's `ps -e` lists every process and prints no environment.
func printsEnvirons(p *Part) bool {
	if p.Program != "ps" {
		return false
	}
	prev := ""
	for _, a := range p.Args() {
		v, ok := a.Literal()
		valued := len(prev) > 1 && prev[0] == '-' && (prev[1] == '-' && !strings.Contains(prev, "=") ||
			prev[1] != '-' && strings.ContainsRune("CGUgopqstuOkN", rune(prev[len(prev)-1])))
		prev = v
		if !ok || v == "" || v[0] == '-' || valued {
			continue // an option, or an option's value (-u dev, -o comm)
		}
		if strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
			continue // a value (a pid list, a format), not options
		}
		if strings.ContainsRune(v, 'e') {
			return true
		}
	}
	return false
}

// tarPrintsArchive reports whether part r is a tar extracting the archive
// it reads to standard output (`tar xOf -`): it prints the archived files'
// content as a text filter prints its input (rt42 R: `tar cf - ~/.ssh |
// tar xOf -` prints the private keys).
func tarPrintsArchive(r *Part) bool {
	switch r.Program {
	case "tar", "bsdtar", "gtar":
		return hasFlag(r, "--extract") && tarExtractsToStdout(r)
	}
	return false
}
