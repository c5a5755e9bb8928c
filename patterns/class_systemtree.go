package patterns

import "strings"

// judgeSystemTree is [system-tree] (fx41a, issue 7): a path, certainly
// known, that is one of the machine's own trees or lies below one, so
// that a change of its owner or mode (chown, chgrp, chmod; recursive or
// not) changes who may replace the programs, libraries and configuration
// everyone on the machine runs: `sudo chown -R dev /usr/lib`, `chgrp -R
// dev /var/lib`, `chmod -R o+w /opt`, `sudo chmod 777 /usr/bin/sudo`.
// A word whose value is not known (`chown "$USER" "$F"`) is not taken to
// be one: the class matches only on certain evidence, and names the path
// as its because word. A directory reached through a symbolic link is
// judged where it leads too, as [credentials-tree] is.
//
// The trees (systemTrees): / and /var, /opt and /usr themselves; at or
// below /etc, /boot, /bin, /sbin, /lib, /lib32, /lib64, /libx32, /usr
// (but /usr/local, the administrator's own, where a developer's global
// installs go: `sudo chown -R $USER /usr/local/lib/node_modules`), /var/lib
// (the system's services' state), /var/spool (cron's tables), /sys and
// /proc (the running kernel's settings), macOS's /System, /Library and
// /private/etc. Not the machine's: a web app's tree (`chown -R www-data
// /var/www/app`), /srv, /home and /var/log, /tmp; the home and what holds
// credentials are [credentials-tree]'s and [credentials]' (cmd.credentials
// names `chown -R "$USER" /etc` and `chmod 777 /etc/shadow`).
func judgeSystemTree(_ string, w Word, ctx *Context) Judgement {
	if part := ctx.wordPart(&w); part != nil && (toRoot(part) || grantsNothing(part)) {
		return Judgement{}
	}
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any || v == "" || v[0] != '/' {
		return Judgement{}
	}
	if systemTreeAt(cleanAbs(v)) {
		return Judgement{Might: true, Certainly: true}
	}
	for _, real := range resolvedElsewhere(&w, ctx) {
		if systemTreeAt(cleanAbs(real)) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// systemRoots are the machine's trees that are system paths themselves,
// though not all that they hold is (/var/www, /opt/app, /usr/local).
var systemRoots = [...]string{"/", "/usr", "/var", "/opt"}

// systemTrees are the machine's trees all of whose paths are its own.
var systemTrees = [...]string{
	"/etc", "/boot", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/usr",
	"/var/lib", "/var/spool", "/sys", "/proc", "/System", "/Library", "/private/etc",
}

// systemTreeAt reports whether the clean absolute path v is [system-tree].
func systemTreeAt(v string) bool {
	for _, r := range systemRoots {
		if v == r {
			return true
		}
	}
	if within(v, "/usr/local") {
		return false
	}
	for _, t := range systemTrees {
		if within(v, t) {
			return true
		}
	}
	return false
}

// toRoot reports whether part p is a chown or chgrp that gives its files
// to root alone (`sudo chown -R root:root /etc/nginx`, `chgrp -R 0 /opt`):
// the owner the machine's trees have already, which takes access from
// others and gives none (an everyday repair, fx20d2).
func toRoot(p *Part) bool {
	if p.Program != "chown" && p.Program != "chgrp" {
		return false
	}
	for _, a := range p.Args() {
		v, ok := a.Literal()
		if !ok {
			return false
		}
		if strings.HasPrefix(v, "-") {
			if strings.HasPrefix(v, "--reference") {
				return false
			}
			continue
		}
		for _, id := range strings.FieldsFunc(v, func(r rune) bool { return r == ':' || r == '.' }) {
			if id != "root" && id != "0" && id != "wheel" {
				return false
			}
		}
		return v != "" && v != ":" && v != "."
	}
	return false
}

// grantsNothing reports whether part p is a chmod whose literal mode
// lets neither group nor others write (`chmod 755 /etc`, `chmod -R go-w
// /opt`): it opens the tree to no one (fx20d2); or sets a set-ID bit,
// which cmd.credentials names ([setuid-mode], [setgid-mode]).
func grantsNothing(p *Part) bool {
	if p.Program != "chmod" {
		return false
	}
	for _, a := range p.Args() {
		v, ok := a.Literal()
		if !ok {
			return false
		}
		if strings.HasPrefix(v, "-") && strings.Trim(v[1:], "rwxXst") != "" {
			if strings.HasPrefix(v, "--reference") {
				return false
			}
			continue // -R, --verbose …; -w, -x are modes, below
		}
		return setsMode(v, 4, "ua") || setsMode(v, 2, "ga") || !opensWrite(v)
	}
	return false
}

// opensWrite reports whether a chmod mode lets group or others write:
// an octal mode whose group or other digit holds 2, or a symbolic clause
// that adds or sets w for g, o or a (or for all, with no who written).
func opensWrite(v string) bool {
	for _, clause := range strings.Split(v, ",") {
		if octal := strings.TrimPrefix(clause, "="); octal != "" && strings.Trim(octal, "01234567") == "" {
			n := len(octal)
			if n >= 2 && ((octal[n-1]-'0')&2 != 0 || (octal[n-2]-'0')&2 != 0) {
				return true
			}
			continue
		}
		i := strings.IndexAny(clause, "+-=")
		switch {
		case i < 0:
			return true // a mode not read: it may open the tree
		case clause[i] == '-' || !strings.Contains(clause[i:], "w"):
			continue
		case i == 0 || strings.ContainsAny(clause[:i], "goa"):
			return true
		}
	}
	return false
}
