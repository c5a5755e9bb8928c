package patterns

import (
	"path"
	"strings"
)

// A credential store's name under a directory not known (fx47c, issue 7,
// decided): `cat "$D"/.ssh/id_rsa`, `cat $DIR/.aws/credentials` and
// `cat /proc/1/cwd/.ssh/id_rsa` (another process's working directory,
// class_path_proc.go) read a path whose directory the line does not give.
// That directory may be the home (a shell's cwd often is), so the name
// it ends in is read as the home's would be: a credential store of the
// home (homeCredentials: .ssh's private files, .aws/credentials, .netrc,
// .kube/config …, at any depth of the known rest) or a key file's name
// (id_rsa, *.key …) is [secret-print] as a might, as a glob that may
// name one is. ~/.ssh's public files (*.pub, known_hosts, config,
// authorized_keys) stay quiet, as they do under the home; so does a name
// under a known directory that is not the home (`cat /opt/x/.aws/credentials`)
// and a word with no known rest at all (`cat "$F"`).

// credentialUnderUnknown reports whether the word f names, below a
// directory not known, a path whose known rest is a credential store's
// name (above).
func credentialUnderUnknown(f Word, ctx *Context) bool {
	p := resolvePath(&f, ctx)
	if p.home || len(p.shape) < 2 || p.shape[0] != "" {
		return false
	}
	rest := p.shape[len(p.shape)-1]
	if !strings.HasPrefix(rest, "/") || len(rest) < 2 {
		return false
	}
	return storeNameTail(rest)
}

// storeNameTail reports whether the path rest ("/.ssh/id_rsa"), or a
// tail of it that starts at a component, names a credential store of a
// home or a private key file, but not one of ~/.ssh's public files.
func storeNameTail(rest string) bool {
	base := path.Base(rest)
	if path.Base(path.Dir(rest)) == ".ssh" {
		switch {
		case strings.HasSuffix(base, ".pub"), base == "known_hosts", base == "known_hosts.old", base == "config",
			base == "authorized_keys", base == "authorized_keys2":
			return false
		}
	}
	if keyFileName(strings.ToLower(base)) || secretInTable(rest, strings.ToLower(base), "") {
		return true
	}
	for tail := rest; tail != ""; {
		for _, c := range homeCredentials {
			if within(tail, "/"+c) {
				return true
			}
		}
		k := strings.IndexByte(tail[1:], '/')
		if k < 0 {
			break
		}
		tail = tail[k+1:]
	}
	return false
}
