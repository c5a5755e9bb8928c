package patterns

import "strings"

// The module-path variables load code as NODE_OPTIONS=--require does:
// python imports from PYTHONPATH before its own library (a pytest.py or
// os.py there runs in its place), PYTHONHOME replaces the library,
// node resolves require() through NODE_PATH, perl's use through
// PERL5LIB, ruby's require through RUBYLIB, lua's through LUA_PATH,
// java's classes through CLASSPATH (when no -cp is given).
// Decided (issue 7, rt16d #12): the project's own directories are
// everyday work (PYTHONPATH=src pytest, NODE_PATH=./lib, PERL5LIB=lib
// prove, PYTHONPATH=$PWD/src), as a project's own code is; a directory
// outside it (an absolute path, ~, .., a temporary directory) or a value
// not known here makes the part unreadable (foreign-code), as the line
// may have put anything there. The inherited value ($PYTHONPATH) and the
// system's library directories (/usr, /opt, /nix) are left alone.
//
// PATH put before the inherited one with a directory anyone may write
// (/tmp, /var/tmp, /dev/shm) or a bare value not known here ($X) makes a
// later bare program name run what that directory holds, as "." in PATH
// does. A tool's directory below a variable ($HOME/go/bin,
// $GOPATH/bin, $PWD/node_modules/.bin) is everyday setup and left alone.

// modulePathVars are the variables whose directories a language's
// imports search before its own library.
var modulePathVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"PYTHONPATH": true, "PYTHONHOME": true, "PYTHONUSERBASE": true, "NODE_PATH": true,
		"PERL5LIB": true, "PERLLIB": true, "RUBYLIB": true, "LUA_PATH": true, "LUA_CPATH": true,
		"CLASSPATH": true, // java loads classes from it when no -cp is given
	}
}}

// modulePathOutside reports whether NAME=VALUE (VALUE as written, its
// expansions standing as $ where the name is not known) points a
// module-path variable outside the project, and the entry that does.
func modulePathOutside(name, value string) (string, bool) {
	if !modulePathVars.get()[name] && !libraryPathVars.get()[name] {
		return "", false
	}
	for _, e := range strings.Split(value, ":") {
		if e == "" || e == "$"+name || e == "${"+name+"}" || strings.HasSuffix(e, ";;") {
			continue // the inherited value; LUA_PATH's default marker
		}
		if !projectPath(e) && !systemPath(e) {
			return e, true
		}
	}
	return "", false
}

// projectPath reports whether a directory as written lies in the
// project: relative without .., or below $PWD.
func projectPath(e string) bool {
	for _, pre := range []string{"$PWD", "${PWD}", "$(pwd)"} {
		if strings.HasPrefix(e, pre) {
			e = "." + e[len(pre):]
			break
		}
	}
	if strings.ContainsAny(e, "$`~") || strings.HasPrefix(e, "/") {
		return false
	}
	for _, el := range strings.Split(e, "/") {
		if el == ".." {
			return false
		}
	}
	return true
}

// systemPath reports whether a directory as written is one of the
// system's, which root installs (/usr/lib/python3/dist-packages,
// /opt/ros/humble/lib).
func systemPath(e string) bool {
	if strings.Contains(e, "..") {
		return false
	}
	for _, pre := range []string{"/usr/", "/opt/", "/nix/", "/lib/", "/snap/"} {
		if strings.HasPrefix(e, pre) {
			return true
		}
	}
	return false
}

// pathBeforeOpen reports whether a PATH value puts, before the
// inherited PATH, a directory anyone may write or one not known here,
// and which.
func pathBeforeOpen(v string) (string, bool) {
	es := strings.Split(v, ":")
	for i, e := range es {
		if e == "$PATH" || e == "${PATH}" || e == "$" && i == len(es)-1 && i > 0 {
			return "", false // the inherited PATH (through export, written $)
		}
		// A bare expansion not known here might be any directory; one
		// followed by a path ($HOME/go/bin, $GOPATH/bin) names a tool's
		// directory, as everyday setup does.
		if e == "$" || strings.HasPrefix(e, "$") && !strings.Contains(e, "/") || tempDirPath(e) || pathAheadEntry(e) {
			return e, true
		}
	}
	return "", false
}

// tempDirPath reports whether a directory lies below one anyone may
// write.
func tempDirPath(e string) bool {
	for _, t := range []string{"/tmp", "/var/tmp", "/dev/shm"} {
		if e == t || strings.HasPrefix(e, t+"/") {
			return true
		}
	}
	return false
}
