package patterns

import (
	"path"
	"strings"
)

// judgeRootPkgFile is [root-pkgfile] (fx39a): a language's installer run
// as root (under sudo, doas, run0 or pkexec) given a package by a path
// outside the workdir or in a temporary directory: `sudo pip install
// /tmp/x` runs its setup.py or build backend as root from a file no one
// the operator knows built, as `sudo dpkg -i /tmp/x.deb` runs its
// maintainer scripts. pip, pip3, `python -m pip`, `uv pip`, `gem
// install`, `npm i`, `cargo install --path` are read; a path not known
// ("$PKG") might be one. A package by name (`sudo pip install jq`), the
// project's own (`pip install -e .`) and an install not run as root are
// left alone.
func judgeRootPkgFile(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil || !runsAsRoot(p) {
		return Judgement{}
	}
	args, ok := installerArgs(p)
	if !ok {
		return Judgement{}
	}
	var j Judgement
	for _, a := range args {
		lit, isLit := a.Literal()
		if isLit && !strings.HasPrefix(lit, "/") && !strings.HasPrefix(lit, "~") && !strings.HasPrefix(lit, "..") {
			continue // a name, an option, a path below the workdir
		}
		if isLit && (strings.HasPrefix(lit, "/tmp/") || strings.HasPrefix(lit, "/var/tmp/") || strings.HasPrefix(lit, "/dev/shm/")) {
			return Judgement{Might: true, Certainly: true}
		}
		k := judgeOutside("", a, ctx)
		if k.Certainly {
			return k
		}
		if k.Might {
			j = k
		}
	}
	return j
}

// runsAsRoot reports whether a part runs under a wrapper that makes it
// root: sudo (without -u another user), doas, run0, pkexec.
func runsAsRoot(p *Part) bool {
	for _, wr := range p.Wrappers {
		if len(wr.Words) == 0 {
			continue
		}
		v, ok := wr.Words[0].Literal()
		if !ok {
			return true // a wrapper not known might be sudo
		}
		switch programKey(path.Base(v)) {
		case "doas", "run0", "pkexec":
			return true
		case "sudo":
			for _, x := range wr.Words[1:] {
				if s, ok := x.Literal(); ok && (s == "-u" || strings.HasPrefix(s, "--user")) {
					return false // another user, not root
				}
			}
			return true
		}
	}
	return false
}

// installerArgs returns the words after an installer's install verb, and
// whether the part is one of the installers judgeRootPkgFile reads.
func installerArgs(p *Part) ([]Word, bool) {
	args := p.Args()
	prog := programKey(path.Base(p.Program))
	verb := func(i int, verbs ...string) ([]Word, bool) {
		for k := i; k < len(args); k++ {
			v, ok := args[k].Literal()
			if !ok {
				return nil, false
			}
			if strings.HasPrefix(v, "-") {
				continue
			}
			return args[k+1:], contains(verbs, v)
		}
		return nil, false
	}
	switch {
	case prog == "pip" || strings.HasPrefix(prog, "pip3") || prog == "pip2":
		return verb(0, "install")
	case strings.HasPrefix(prog, "python"):
		for k := 0; k+1 < len(args); k++ {
			if v, _ := args[k].Literal(); v == "-m" {
				if m, _ := args[k+1].Literal(); m == "pip" {
					return verb(k+2, "install")
				}
			}
			if v, _ := args[k].Literal(); v == "-mpip" {
				return verb(k+1, "install")
			}
		}
	case prog == "uv":
		if v, _ := firstLit(args); v == "pip" {
			return verb(1, "install")
		}
	case prog == "gem":
		return verb(0, "install", "i")
	case prog == "npm":
		return verb(0, "install", "i", "add", "in", "ins", "inst", "insta", "instal", "isntall")
	case prog == "cargo":
		return verb(0, "install")
	}
	return nil, false
}

// firstLit returns the first word's literal text, if any.
func firstLit(ws []Word) (string, bool) {
	if len(ws) == 0 {
		return "", false
	}
	return ws[0].Literal()
}
