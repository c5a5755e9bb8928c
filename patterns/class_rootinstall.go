package patterns

import (
	"path"
	"strings"
)

// judgeRootInstall is [root-install] (fx44e, rt42; narrowed at the merge
// after rt44): the machine's software removed or upgraded as root, and a
// language's registry code installed as root. The system package
// managers' removals and whole-system upgrades (apt remove/purge/upgrade/
// dist-upgrade, dnf and yum remove/upgrade/update/downgrade/distro-sync,
// zypper remove/update/dup/patch, apk del/upgrade, pacman -R and -Su,
// dpkg -r/-P, rpm -e), update-alternatives' changes and snap's removals,
// refreshes, reverts and disables are judged whoever runs them: they
// change the machine only as root and fail at once otherwise, and the
// line does not show who runs it. A removal takes the packages that
// depend on it too (apt remove python3), and an upgrade restarts the
// services it touches. A language's installer (pip, python -m pip, uv
// pip, npm install/ci/uninstall, yarn and pnpm's global adds, gem, cargo
// install) is judged under a wrapper that makes the part root (sudo
// without -u, doas, run0, pkexec): its packages' install scripts, from a
// registry anyone publishes to, run as root. Left alone: a named package
// installed from the distribution's own repositories (sudo apt-get
// install -y build-essential, dnf install gcc, apk add git, pacman -S
// jq, snap install): signed by the distribution the operator configured,
// and how a development machine gets its tools (rt44 counted these
// everyday, rt42 dangerous; decided for the everyday side); autoremove;
// a package file installed (dpkg -i, rpm -i: one from outside the project
// asks by [root-pkgfile] and the temporary-directory rules); reads (apt
// list, apt-cache search, dpkg -l, rpm -q, pacman -Ss); the index
// refreshed (apt-get update). A verb not known (sudo apt-get "$V" x)
// might be a change. And (fx46b, rt45): MacPorts' uninstall and upgrade
// and Portage's removals (emerge -C, --depclean, --prune; not with
// --pretend) whoever runs them, as apt's; flatpak's uninstall as root
// (the system's applications; a user's own, without sudo, is left
// alone).
func judgeRootInstall(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	prog := programKey(path.Base(p.Program))
	args := p.Args()
	switch {
	case prog == "snap":
		return verbIn(args, "remove", "refresh", "revert", "disable")
	case prog == "apt" || prog == "apt-get" || prog == "aptitude":
		return verbIn(args, "remove", "purge", "upgrade", "full-upgrade", "dist-upgrade", "safe-upgrade")
	case prog == "dnf" || prog == "yum" || prog == "microdnf" || prog == "tdnf" || prog == "dnf5":
		return verbIn(args, "remove", "rm", "erase", "upgrade", "update", "up", "downgrade", "swap",
			"groupremove", "distro-sync", "dsync")
	case prog == "zypper":
		return verbIn(args, "remove", "rm", "update", "up", "dist-upgrade", "dup", "patch")
	case prog == "apk":
		return verbIn(args, "del", "upgrade")
	case prog == "pacman":
		return pacmanChanges(args)
	case prog == "dpkg":
		return optionIn(args, "-r", "--remove", "-P", "--purge")
	case prog == "rpm":
		return rpmChanges(args)
	case prog == "update-alternatives":
		return optionIn(args, "--set", "--install", "--remove", "--remove-all", "--config", "--auto", "--all")
	case prog == "port":
		return verbIn(args, "uninstall", "upgrade")
	case prog == "emerge":
		return emergeRemoves(args)
	}
	if !runsAsRoot(p) {
		return Judgement{} // a language's installer: the user's own prefix, or it fails
	}
	switch {
	case prog == "flatpak":
		return verbIn(args, "uninstall", "remove")
	case prog == "yarn" || prog == "pnpm":
		j := verbIn(args, "global")
		if !j.Might && hasLitWord(args, "-g", "--global") {
			j = verbIn(args, "add", "install", "i", "remove", "rm", "uninstall", "update", "up")
		}
		return j
	case prog == "npm":
		return verbIn(args, "install", "i", "in", "ins", "inst", "insta", "instal", "isntall", "add",
			"ci", "clean-install", "install-clean", "isnt", "update", "up", "upgrade", "uninstall",
			"un", "remove", "rm", "r", "unlink", "link", "ln")
	case prog == "gem":
		return verbIn(args, "install", "i", "uninstall", "update")
	case prog == "cargo":
		return verbIn(args, "install", "uninstall")
	case corepackVerb(p, prog):
		// fx49s, rt48 A3: corepack is peeled as a multicall runner
		// (`corepack pnpm i`), so its own verb stands as the program;
		// as root it writes its shims beside node in the system's
		// prefix (/usr/bin) and fetches package managers.
		return Judgement{Might: true, Certainly: true}
	}
	if _, ok := installerArgs(p); ok {
		return Judgement{Might: true, Certainly: true} // pip install, python -m pip install, uv pip install
	}
	return pipUninstall(p)
}

// verbIn judges a command by its first word that is not an option: a
// change when it is one of verbs, might when it is not literal.
func verbIn(args []Word, verbs ...string) Judgement {
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		if strings.HasPrefix(v, "-") {
			continue
		}
		if contains(verbs, v) {
			return Judgement{Might: true, Certainly: true}
		}
		return Judgement{}
	}
	return Judgement{}
}

// optionIn judges a command whose verb is an option (dpkg -i,
// update-alternatives --set): a change when one of opts stands among its
// words, as itself or as opt=VALUE.
func optionIn(args []Word, opts ...string) Judgement {
	var j Judgement
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			j.Might = true
			continue
		}
		if v == "--" {
			break
		}
		name, _, _ := strings.Cut(v, "=")
		if contains(opts, name) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return j
}

// pacmanChanges judges pacman's operations: -Su (--sysupgrade) upgrades
// the whole system, -R removes and -U installs a file; -S alone syncs
// named packages in from the repositories and is left alone, as are -Q,
// -F and -T, which read.
func pacmanChanges(args []Word) Judgement {
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		switch {
		case v == "--sync":
			if hasLitWord(args, "--sysupgrade") {
				return Judgement{Might: true, Certainly: true}
			}
			return Judgement{}
		case v == "--remove" || v == "--upgrade":
			return Judgement{Might: true, Certainly: true}
		case strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && len(v) > 1:
			letters := v[1:]
			switch {
			case strings.ContainsAny(letters, "RU"):
				return Judgement{Might: true, Certainly: true}
			case strings.Contains(letters, "S"):
				if strings.Contains(letters, "u") || hasLitWord(args, "--sysupgrade") {
					return Judgement{Might: true, Certainly: true} // the whole system upgraded
				}
				return Judgement{} // packages synced in from the repositories
			}
		}
	}
	return Judgement{}
}

// rpmChanges judges rpm's modes: -e erases; -i, -U and -F install a
// package file (judged by where the file lies, not here); -q and -V
// read.
func rpmChanges(args []Word) Judgement {
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		switch {
		case v == "--erase":
			return Judgement{Might: true, Certainly: true}
		case strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && len(v) > 1 && v[1] == 'e':
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// pipUninstall judges pip's uninstall as root (sudo pip uninstall x,
// python3 -m pip uninstall x): the system's Python packages removed.
func pipUninstall(p *Part) Judgement {
	prog := programKey(path.Base(p.Program))
	args := p.Args()
	switch {
	case prog == "pip" || prog == "pip2" || strings.HasPrefix(prog, "pip3"):
		return verbIn(args, "uninstall")
	case strings.HasPrefix(prog, "python"):
		for k := 0; k+1 < len(args); k++ {
			if isLit(args[k], "-m") && isLit(args[k+1], "pip") {
				return verbIn(args[k+2:], "uninstall")
			}
		}
	case prog == "uv":
		if v, _ := firstLit(args); v == "pip" {
			return verbIn(args[1:], "install", "uninstall", "sync")
		}
	}
	return Judgement{}
}

// emergeRemoves judges Portage's emerge: --unmerge (-C), --depclean (-c)
// and --prune (-P) remove packages, unless --pretend (-p) only shows
// what would go; installs and syncs are left alone.
func emergeRemoves(args []Word) Judgement {
	var j Judgement
	for _, a := range args {
		v, ok := a.Literal()
		switch {
		case !ok:
			j.Might = true
		case v == "--pretend":
			return Judgement{}
		case v == "--unmerge" || v == "--depclean" || v == "--prune":
			j = Judgement{Might: true, Certainly: true}
		case strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && len(v) > 1:
			if strings.Contains(v[1:], "p") {
				return Judgement{}
			}
			if strings.ContainsAny(v[1:], "CcP") {
				j = Judgement{Might: true, Certainly: true}
			}
		}
	}
	return j
}

// corepackVerb reports whether p is corepack's own verb that writes its
// shims or fetches a package manager (enable, disable, install, prepare,
// use, up), corepack being the part's last wrapper.
func corepackVerb(p *Part, prog string) bool {
	n := len(p.Wrappers)
	if n == 0 || programKey(path.Base(p.Wrappers[n-1].Name)) != "corepack" {
		return false
	}
	switch prog {
	case "enable", "disable", "install", "prepare", "use", "up":
		return true
	}
	return false
}
