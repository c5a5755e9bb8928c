package patterns

import (
	"path"
	"strings"
)

// [credentials-dir] is a directory below the home that holds credentials
// (rt40 §5, D847): ~/.aws, ~/.kube, ~/.docker, and the credentials paths
// themselves. `chmod 777 ~/.aws` opens the directory, and so every file
// below it, to every user, as `chmod o+r ~/.ssh/id_rsa` opens one key.
// The home itself, a dotenv file, a file named for secrets (`chmod 000
// secret.txt`), a harness's settings directory (~/.gemini: the path
// ozdesk protects, cmd.guard-tamper's) and a word whose path is not known
// are not one ([credentials-tree] judges a recursive change of the home).
func judgeCredentialsDir(_ string, w Word, ctx *Context) Judgement {
	home := strings.TrimSuffix(ctx.Home, "/")
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any || home == "" || !within(v, home) || v == home || isDotenv(path.Base(v)) {
		return Judgement{}
	}
	if judgeProtected("", w, ctx).Certainly {
		return Judgement{} // a harness's settings directory: cmd.guard-tamper's
	}
	if judgeCredentials("", w, ctx).Certainly || holdsHomeCredential(v, home) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// [clip-secret] is a secret file whose contents a part copies out (rt40
// §5, D400: fed to the clipboard, `xclip -selection clipboard <
// ~/.ssh/id_rsa`, where every other application may read it): a [secret]
// file but the home and ~/.ssh's public files (`cat ~/.ssh/id_ed25519.pub
// | pbcopy` is everyday), as a staged copy is judged (copiesSecret).
func judgeClipSecret(_ string, w Word, ctx *Context) Judgement {
	if copiesSecret(w, ctx) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
