package patterns

import (
	"path"
	"strings"
)

// A secret copied to another name (fx35c, rt31 F6). A [secret] file sent
// to a host asks wherever it goes; the same file first copied, encoded,
// archived or written under a name that is no secret's (`cp
// ~/.aws/credentials notes.txt`, `base64 ~/.ssh/id_rsa > k.b64`, `tar czf
// dist/a.tgz ~/.ssh`, `cat ~/.ssh/id_rsa > /tmp/k`) is sent in a later
// call as an everyday file would be: the copy is the staging of an
// exfiltration, and it is judged where it is made. [secret-copy] is a
// part that reads a [secret] file (an operand, an option's value, KEY=FILE,
// a < redirection), or is fed one through a pipe from an earlier stage
// that reads it, and writes a file (a redirection, or what its program
// writes: cp's, mv's, rsync's, install's destination, an archive, an
// output option such as gpg -o or openssl -out, tee's files).
//
// Reading a secret to the terminal (`cat ~/.ssh/id_rsa`) is not this
// class's: what a part prints reaches the model, off the machine, and
// [secret-print] (class_secret_print.go) asks for it. A credential store
// outside the workdir copied out of its directory asks under any name
// (movesStoreOut). Left alone: another copy that keeps a secret's
// name or lands in a credentials place (`cp .env .env.bak`, `cp
// ~/.ssh/id_rsa .` writes ./id_rsa: still a [secret] wherever it is sent,
// and a write of ~/.ssh is `* ** > [credentials]`'s); the home, or a
// directory holding it, archived (`tar czf /tmp/h.tgz ~`, a backup); a
// write to /dev/null or the terminal's descriptors; and the programs that
// print what a file is, not what it holds (ls, stat, wc, the checksums,
// ssh-keygen's fingerprint and public key).

// metadataReaders print a file's names, sizes, sums or public half, not
// its contents.
var metadataReaders = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{"ls", "stat", "file", "wc", "du", "find", "fd", "tree", "md5sum", "sha1sum",
		"sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "b3sum", "cksum", "sum", "shasum",
		"ssh-keygen", "ssh-add", "cmp", "test", "[", "getfacl", "lsattr", "namei", "realpath", "readlink"} {
		m[p] = true
	}
	return m
}}

// judgeSecretCopy is [secret-copy] (above), judged on a part's program
// word: certain when a file it writes is known, might when it is not.
func judgeSecretCopy(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil || metadataReaders.get()[p.Program] || makesLinks(p) || opensslPublic(p) {
		return Judgement{}
	}
	writes := append(partWrittenWords(p), runnerRedirWrites(p, ctx)...)
	written := map[string]bool{}
	for _, t := range writes {
		if v, ok := certainPath(t, ctx); ok {
			written[v] = true
		}
	}
	reads := func(f Word) bool {
		if !copiesSecret(f, ctx) {
			return false
		}
		v, ok := certainPath(f, ctx)
		if ok && (written[v] || writesBelow(written, v)) {
			return false // the destination, a file edited in place (sed -i … .env), an output directory
		}
		if ok && len(written) > 0 {
			for t := range written {
				if !keepsName(v, t) || inBound(t, ctx) && credentialOutside(f, ctx) || movesStoreOut(f, v, t, ctx) {
					return true // under another name, into the project (fx40b), or out of its store (fx41e)
				}
			}
			return false // a backup named for the secret (cp .npmrc /tmp/npmrc.bak, cp ~/.npmrc ~/.npmrc.bak)
		}
		return true
	}
	if !partReadsAny(p, reads) && !fedCopiedSecret(p, ctx) && !runByFindOfSecret(p, ctx.evalCommand(), ctx) {
		return Judgement{}
	}
	if partReadsAny(p, func(f Word) bool { return globsSecretDir(f, ctx) }) {
		for _, t := range writes {
			if v, ok := certainPath(t, ctx); !ok || !terminalOrVoid(v) {
				return Judgement{Might: true, Certainly: true} // a store's entries copied (class_secret_globdir.go)
			}
		}
	}
	j := Judgement{}
	fromOutside := partReadsAny(p, func(f Word) bool { return credentialOutside(f, ctx) })
	storeDirs := map[string]bool{} // where the credential stores it reads lie
	partReadsAny(p, func(f Word) bool {
		if v, ok := certainPath(f, ctx); ok && credentialOutside(f, ctx) {
			storeDirs[path.Dir(v)] = true
		}
		return false
	})
	for _, t := range writes {
		switch v, ok := certainPath(t, ctx); {
		case !ok:
			j.Might = true // a file not known might be any name
		case fromOutside && inBound(v, ctx) && !terminalOrVoid(v):
			return Judgement{Might: true, Certainly: true} // a credential store copied into the project
		case terminalOrVoid(v):
		case judgeSecretDirect(t, ctx).Certainly && (judgeCredentials("", t, ctx).Certainly || !leavesStore(storeDirs, v)):
			// still a [secret] by its name, and where it was or a
			// credentials place: sent later, it asks as one
		default:
			return Judgement{Might: true, Certainly: true}
		}
	}
	return j
}

// fedCopiedSecret reports whether an earlier stage of p's pipeline reads a
// [secret] file (`cat ~/.ssh/id_rsa | base64 > k`): p writes what it is.
func fedCopiedSecret(p *Part, ctx *Context) bool {
	cmd := ctx.evalCommand()
	if cmd == nil || p.Pipe.ID < 0 || p.Pipe.Stage == 0 || len(cmd.Parts) > maxKillSearch {
		return false
	}
	for _, q := range pipelineParts(cmd, p.Pipe.ID, p.Pipe.Stage) {
		if q != p && !metadataReaders.get()[q.Program] && partReadsAny(q, func(f Word) bool { return copiesSecret(f, ctx) }) {
			return true
		}
		if q != p && runsSecretReader(q, cmd, ctx) {
			return true
		}
	}
	return false
}

// copiesSecret reports whether a word a part reads names a [secret] file
// whose copy is staging: not the home or a directory holding it (a
// backup of the home is everyday), and not one of ~/.ssh's public files
// (config, known_hosts, authorized_keys, *.pub), which [credentials]
// counts for their writes only.
func copiesSecret(w Word, ctx *Context) bool {
	if !judgeSecretDirect(w, ctx).Certainly {
		return globsSecretDir(w, ctx) // class_secret_globdir.go
	}
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any {
		return true
	}
	if holdsHome(v, ctx.Home) {
		return false
	}
	switch base := path.Base(v); {
	case strings.HasSuffix(base, ".pub"), base == "known_hosts", base == "known_hosts.old", base == "config", base == "authorized_keys":
		return path.Base(path.Dir(v)) != ".ssh"
	}
	return true
}

// terminalOrVoid reports whether a written path is the terminal, a
// descriptor or /dev/null: nothing is kept there.
func terminalOrVoid(v string) bool {
	switch v {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty":
		return true
	}
	return strings.HasPrefix(v, "/dev/fd/") || strings.HasPrefix(v, "/proc/self/fd/")
}

// writesBelow reports whether a written path lies below dir (an output
// directory given as an option's value: curl --output-dir, tar -C).
func writesBelow(written map[string]bool, dir string) bool {
	for t := range written {
		if strings.HasPrefix(t, dir+"/") {
			return true
		}
	}
	return false
}

// movesStoreOut reports whether a copy of the file f (at v) to t takes
// a credential store outside the workdir out of the directory it lies
// in (fx41e, rt41 §3): `cp ~/.ssh/id_ed25519 /tmp/public/`, `install
// ~/.aws/credentials /tmp/x/`, `scp ~/.ssh/id_rsa /tmp/` keep the key's
// name, and the copy is readable where ~/.ssh's modes no longer guard
// it; a backup beside it (`cp ~/.npmrc ~/.npmrc.bak`) stays.
func movesStoreOut(f Word, v, t string, ctx *Context) bool {
	return path.Dir(v) != path.Dir(t) && credentialOutside(f, ctx)
}

// leavesStore reports whether the written path t lies outside one of the
// directories of the credential stores a part reads (movesStoreOut).
func leavesStore(storeDirs map[string]bool, t string) bool {
	for d := range storeDirs {
		if d != path.Dir(t) {
			return true
		}
	}
	return false
}

// keepsName reports whether the written path to is named for the secret
// from (its base name, without a leading dot, stands in to's: .npmrc to
// npmrc.bak, id_rsa to id_rsa.old), unless that name is a generic one
// (config, credentials), which says nothing of what the copy holds.
func keepsName(from, to string) bool {
	name := strings.TrimLeft(strings.ToLower(path.Base(from)), ".")
	switch name {
	case "config", "config.json", "credentials", "env":
		return false
	}
	return len(name) >= 4 && strings.Contains(strings.ToLower(path.Base(to)), name)
}

// makesLinks reports whether part p makes links, not copies: ln, cp -s
// or -l, rsync with --link-dest (the guarded and credentials paths judge
// a link's second name: class_links_cred.go).
func makesLinks(p *Part) bool {
	if p.Program == "ln" {
		return true
	}
	lits, _ := litArgs(p)
	for _, v := range lits {
		switch {
		case p.Program == "cp" && (v == "--link" || v == "--symbolic-link" ||
			len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.ContainsAny(v, "sl")):
			return true
		case p.Program == "rsync" && (strings.HasPrefix(v, "--link-dest") || strings.HasPrefix(v, "--copy-dest") ||
			strings.HasPrefix(v, "--compare-dest")):
			return true
		}
	}
	return false
}

// opensslPublic reports whether an openssl part makes something public
// from a key (a request, a certificate, a signature, a public key):
// `openssl req -new -key server.key -out server.csr`.
func opensslPublic(p *Part) bool {
	if p.Program != "openssl" {
		return false
	}
	lits, ops := litArgs(p)
	if hasAll(lits, "-pubout") {
		return true
	}
	if len(ops) == 0 {
		return false
	}
	switch ops[0] {
	case "req", "x509", "ca", "dgst", "verify", "s_client", "s_server", "crl", "ocsp", "sha256", "sha1", "md5", "version", "speed":
		return true
	}
	return false
}
