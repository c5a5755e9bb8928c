package patterns

import "strings"

// pkgTrustDirs are the files and directories whose contents tell a system
// package manager where to fetch packages from and which signing keys to
// trust. (apt.conf.d, whose DPkg::Pre-Invoke runs a command around every
// install, is a place whose contents run later: effects_later.go.) A
// write there makes every later install take code from whoever the line
// chose, as root.
var pkgTrustDirs = []string{
	"/etc/apt/sources.list", "/etc/apt/sources.list.d", "/etc/apt/trusted.gpg", "/etc/apt/trusted.gpg.d",
	"/etc/apt/keyrings", "/usr/share/keyrings",
	"/etc/apt/preferences", "/etc/apt/preferences.d", "/etc/apt/auth.conf", "/etc/apt/auth.conf.d",
	"/etc/yum.repos.d", "/etc/yum.conf", "/etc/dnf", "/etc/pki/rpm-gpg", "/etc/zypp/repos.d",
	"/etc/pacman.conf", "/etc/pacman.d", "/etc/apk/repositories", "/etc/apk/keys",
}

// judgePkgTrust is [pkg-trust]: a path at or below one of pkgTrustDirs
// (the lists' siblings too: /etc/apt/sources.list.save is not, but
// /etc/apt/sources.list.d/x.list is). Only a path known here counts: a
// write to "$F" is judged by the other classes.
func judgePkgTrust(_ string, w Word, ctx *Context) Judgement {
	v, ok := certainPath(w, ctx)
	if !ok {
		return Judgement{}
	}
	for _, d := range pkgTrustDirs {
		if within(v, d) || strings.HasPrefix(v, "/etc/apt/trusted.gpg") {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}
