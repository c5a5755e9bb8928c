package patterns

import (
	"path"
	"strings"
)

// [remote-secret] is a remote source (rt40 §5) whose path names a
// credential store on the far host: `prod:.ssh/id_rsa`,
// `deploy@prod:.aws`, `prod:/etc/shadow`, `h:~/.kube/config`. scp and
// rsync read a relative remote path from the remote user's home, so the
// path is read as below the home and judged as a copied secret is
// ([clip-secret]: the credentials paths, a directory below the home
// holding one, a dotenv file; not ~/.ssh's public files). The remote
// home itself (`prod:`, `prod:~`) is not one: a remote home copied whole
// is a backup, not a key pulled. A URL (`rsync://`, `https://`), a word
// with no host before its colon, and a word that is not literal are not
// judged remote.
func judgeRemoteSecret(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok && !strings.ContainsAny(w.Raw, "$`\"'\\*?[{") {
		v, ok = w.Raw, true // a ~ after the colon, which bash leaves
	}
	home := strings.TrimSuffix(ctx.Home, "/")
	if !ok || home == "" {
		return Judgement{}
	}
	host, rest, found := strings.Cut(v, ":")
	if !found || host == "" || strings.Contains(host, "/") || strings.HasPrefix(rest, "//") {
		return Judgement{}
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "~"), "/")
	if strings.HasPrefix(v[len(host)+1:], "/") {
		rest = "/" + rest
	} else {
		rest = path.Join(home, rest)
	}
	rest = path.Clean(rest)
	if rest == home {
		return Judgement{}
	}
	if copiesSecret(LitWord(rest), ctx) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
