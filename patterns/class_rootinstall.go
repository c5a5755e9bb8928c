package patterns

import (
	"path"
	"strings"
)

// judgeRootInstall is [root-install] (fx44e, rt42): software installed,
// removed or upgraded on the machine as root. An agent that installs or
// removes a system package as root changes the machine for everyone on
// it and runs the package's maintainer scripts as root. The system
// package managers' change verbs (apt, apt-get, aptitude, dnf, yum,
// microdnf, zypper, pacman -S/-R/-U, apk add/del, dpkg -i/-r/-P, rpm
// -i/-U/-e), update-alternatives' changes and snap's are judged whoever
// runs them: they change the machine only as root (a root shell, a
// container) and fail at once otherwise (snapd asks for an
// administrator's password itself), and the line does not show who runs
// it. A language's installer (pip, python -m pip, uv pip, npm
// install/ci/uninstall, yarn and pnpm's global adds, gem, cargo install)
// is judged under a wrapper that makes the part root (sudo without -u,
// doas, run0, pkexec): without one it writes the user's own prefix or a
// virtual environment (npm install -g npm@latest). Reads (apt list,
// apt-cache search, dpkg -l, rpm -q, pacman -Ss) and the index refreshed
// (apt-get update) are left alone; a verb not known (sudo apt-get "$V" x)
// might be a change.
func judgeRootInstall(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	prog := programKey(path.Base(p.Program))
	args := p.Args()
	switch {
	case prog == "snap":
		return verbIn(args, "install", "remove", "refresh", "revert", "disable", "enable")
	case prog == "apt" || prog == "apt-get" || prog == "aptitude":
		return verbIn(args, "install", "reinstall", "remove", "purge", "autoremove", "upgrade",
			"full-upgrade", "dist-upgrade", "build-dep", "satisfy", "safe-upgrade")
	case prog == "dnf" || prog == "yum" || prog == "microdnf" || prog == "tdnf" || prog == "dnf5":
		return verbIn(args, "install", "in", "reinstall", "remove", "rm", "erase", "upgrade", "update",
			"up", "downgrade", "swap", "localinstall", "autoremove", "groupinstall", "groupremove",
			"distro-sync", "dsync", "group")
	case prog == "zypper":
		return verbIn(args, "install", "in", "remove", "rm", "update", "up", "dist-upgrade", "dup",
			"patch", "install-new-recommends", "inr", "source-install", "si")
	case prog == "apk":
		return verbIn(args, "add", "del", "upgrade", "fix")
	case prog == "pacman":
		return pacmanChanges(args)
	case prog == "dpkg":
		return optionIn(args, "-i", "--install", "-r", "--remove", "-P", "--purge", "--unpack", "--configure")
	case prog == "rpm":
		return rpmChanges(args)
	case prog == "update-alternatives":
		return optionIn(args, "--set", "--install", "--remove", "--remove-all", "--config", "--auto", "--all")
	}
	if !runsAsRoot(p) {
		return Judgement{} // a language's installer: the user's own prefix, or it fails
	}
	switch {
	case prog == "yarn" || prog == "pnpm":
		j := verbIn(args, "global")
		if !j.Might && hasLit(args, "-g", "--global") {
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

// hasLit reports whether one of args is literally one of opts.
func hasLit(args []Word, opts ...string) bool {
	for _, a := range args {
		if v, ok := a.Literal(); ok && contains(opts, v) {
			return true
		}
	}
	return false
}

// pacmanChanges judges pacman's operations: -S syncs packages in (but
// -Ss, -Si, -Sl, -Sg, -Sp and -Sc only search, show, list or clean),
// -R removes and -U installs a file; -Q, -F and -T read.
func pacmanChanges(args []Word) Judgement {
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		switch {
		case v == "--sync":
			if hasLit(args, "--search", "--info", "--list", "--groups", "--print", "--clean") {
				return Judgement{}
			}
			return Judgement{Might: true, Certainly: true}
		case v == "--remove" || v == "--upgrade":
			return Judgement{Might: true, Certainly: true}
		case strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && len(v) > 1:
			letters := v[1:]
			switch {
			case strings.ContainsAny(letters, "RU"):
				return Judgement{Might: true, Certainly: true}
			case strings.Contains(letters, "S"):
				if strings.ContainsAny(letters, "silgpc") || hasLit(args, "--search", "--info", "--list", "--groups", "--print", "--clean") {
					return Judgement{}
				}
				return Judgement{Might: true, Certainly: true}
			}
		}
	}
	return Judgement{}
}

// rpmChanges judges rpm's modes: -i, -U, -F install or upgrade and -e
// erases, alone or in a cluster (-ivh, -Uvh); -q and -V read.
func rpmChanges(args []Word) Judgement {
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			return Judgement{Might: true}
		}
		switch {
		case v == "--install" || v == "--upgrade" || v == "--freshen" || v == "--erase" || v == "--reinstall":
			return Judgement{Might: true, Certainly: true}
		case strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && len(v) > 1 && strings.ContainsAny(v[1:2], "iUFe"):
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
