package patterns

import (
	"path"
	"strings"
)

// A package file installed runs its code: a .deb's and an .rpm's
// maintainer scripts run as root, an sdist's setup.py and an npm
// tarball's install scripts run as the user. So the package file a
// package manager installs counts as a file the part runs (runFiles), and
// one that an earlier part of the line downloaded, extracted, copied or
// wrote makes the part unreadable: `wget URL/a.deb && dpkg -i a.deb`
// runs code nobody has read. A package file already on disk is left
// alone (`sudo dpkg -i build/app.deb`), as a script on disk is.

// pkgFileExts are the extensions of package files an installer runs the
// code of.
var pkgFileExts = []string{".deb", ".rpm", ".apk", ".snap", ".flatpak", ".pkg.tar.zst", ".pkg.tar.xz",
	".whl", ".tar.gz", ".tgz", ".tar.bz2", ".zip", ".gem", ".vsix"}

// installVerbs are, per program, the subcommands or options that install
// the package files among its operands; "" means any call of it.
var installVerbs = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"dpkg": {"-i", "--install", "--unpack"}, "gdebi": {""}, "apt": {"install", "reinstall"},
		"apt-get": {"install", "reinstall"}, "aptitude": {"install"},
		"rpm": {""}, "dnf": {"install", "localinstall", "reinstall", "upgrade"},
		"yum": {"install", "localinstall", "reinstall", "upgrade"}, "zypper": {"install", "in"},
		"pacman": {"-U", "--upgrade"}, "snap": {"install"}, "flatpak": {"install"}, "apk": {"add"},
		"pip": {"install"}, "pip3": {"install"}, "pipx": {"install"}, "gem": {"install"},
		"npm": {"install", "i", "add"}, "pnpm": {"add", "install", "i"}, "yarn": {"add"}, "bun": {"add", "install", "i"},
		// VS Code and its forks install an extension file (.vsix) whose
		// code the editor runs; a marketplace id (ms-python.python) is
		// no file, and is left alone.
		"code": {"--install-extension"}, "code-insiders": {"--install-extension"}, "code-oss": {"--install-extension"},
		"codium": {"--install-extension"}, "cursor": {"--install-extension"}, "windsurf": {"--install-extension"},
	}
}}

// installedFiles returns the package files part p installs: the operands
// of an install verb that name a package file by its extension.
func installedFiles(p *Part) []Word {
	verbs, ok := installVerbs.get()[p.Program]
	if !ok {
		return nil
	}
	args := p.Args()
	installs := contains(verbs, "")
	var out []Word
	for _, w := range args {
		lit, _ := litPrefix(w)
		if rest, ok := strings.CutPrefix(lit, "--install-extension="); ok && contains(verbs, "--install-extension") {
			if v := trimWordPrefix(w, "--install-extension=", false); rest != "" && pkgFileWord(v) {
				out = append(out, v)
			}
			continue
		}
		if !installs {
			for _, v := range verbs {
				// -i, and dpkg's and pacman's short options run together (-iR, -Udd).
				if lit == v || strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") &&
					strings.HasPrefix(lit, "-") && !strings.HasPrefix(lit, "--") && strings.Contains(lit[1:], v[1:]) {
					installs = true
				}
			}
			continue
		}
		if strings.HasPrefix(lit, "-") {
			continue
		}
		if pkgFileWord(w) {
			out = append(out, w)
		}
	}
	return out
}

// pkgFileWord reports whether w names a package file: its literal end is
// one of pkgFileExts, or it is not known (a variable the line set to a
// download's name).
func pkgFileWord(w Word) bool {
	v, ok := w.Literal()
	if !ok {
		return w.Dynamic()
	}
	base := path.Base(v)
	for _, e := range pkgFileExts {
		if strings.HasSuffix(base, e) && len(base) > len(e) {
			return true
		}
	}
	return false
}

// goInstallMakes returns the programs `go install PKG@VERSION` builds
// from a module fetched from the network into ~/go/bin (GOBIN), a
// directory on PATH: a later part that runs that name runs code nobody
// has read (`go install github.com/o/tool@latest && tool`). A package of
// the module in the work tree (`go install ./cmd/x`) builds what is on
// disk, and is left to compilerMakes.
func goInstallMakes(p *Part) []made {
	if p.Program != "go" {
		return nil
	}
	args := p.Args()
	if len(args) == 0 || !isLit(args[0], "install") {
		return nil
	}
	var out []made
	for _, w := range args[1:] {
		v, ok := w.Literal()
		if !ok || strings.HasPrefix(v, "-") {
			continue
		}
		pkg, _, versioned := strings.Cut(v, "@")
		if !versioned || pkg == "" {
			continue
		}
		name := path.Base(pkg)
		if len(name) > 1 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" {
			name = path.Base(path.Dir(pkg)) // a major version's suffix: …/tool/v2
		}
		out = append(out, made{place: place{at: atHome, pat: []string{"/go/bin/" + name}}, how: "installs from the network"})
	}
	return out
}
