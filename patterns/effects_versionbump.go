package patterns

import (
	"regexp"
	"strings"
)

// A literal `sed -i` that only rewrites package.json's version to
// another version (rt39 E348: `sed -i 's/"version": "1.2.3"/"version":
// "1.2.4"/' package.json && npm run build`) leaves its scripts as they
// were: in valid JSON an unescaped `"version": "…"` is a member, never
// text inside a string, and the new value begins with a digit and holds
// no quote, space, slash or backslash, so where it is a member of
// scripts (npm's version script) it names no program anyone has. Such
// an edit does not count as making package.json for the scripts npm,
// pnpm, yarn and bun run, nor for the tools that read it
// (effects_runs.go, effects_madeargs.go). Any other key (a script's own
// name: `s/"test": ".*"/"test": "rm -rf ~"/`), character, flag but g,
// or a second command still does.

// jsonMemberSed is a sed s command's pattern or replacement that is
// package.json's version member with a plain value, whose characters
// are literal in a basic regular expression but for ".", which matches
// one character.
var jsonMemberSed = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`^"(version)": ?"([0-9][A-Za-z0-9._-]*)"$`)
}}

// versionBumpSed reports whether part p is `sed -i` (or --in-place) with
// one s command that rewrites a version member to another version.
func versionBumpSed(p *Part) bool {
	if p.Program != "sed" || len(p.Words) == 0 || p.Words[0].Raw != "sed" {
		return false
	}
	inPlace, script := false, ""
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok {
			return false
		}
		switch {
		case v == "-i" || v == "--in-place":
			inPlace = true
		case strings.HasPrefix(v, "-"):
			return false
		case script == "":
			script = v
		}
	}
	return inPlace && script != "" && plainMemberSubst(script)
}

// plainMemberSubst reports whether script is s/PATTERN/REPLACEMENT/ or
// with g, where both are a plain version member.
func plainMemberSubst(script string) bool {
	if len(script) < 4 || script[0] != 's' {
		return false
	}
	parts := strings.Split(script[1:], script[1:2])
	if script[1] != '/' || len(parts) != 4 || parts[0] != "" || parts[3] != "" && parts[3] != "g" {
		return false
	}
	pat, rep := jsonMemberSed.get().FindStringSubmatch(parts[1]), jsonMemberSed.get().FindStringSubmatch(parts[2])
	return pat != nil && rep != nil
}

// isPackageJSON reports whether place f is a package.json.
func isPackageJSON(f place) bool {
	last := strings.ToLower(f.pat[len(f.pat)-1])
	return len(f.pat) == 1 && (last == "package.json" || strings.HasSuffix(last, "/package.json"))
}

// withoutVersionBumps returns mades without what versionBumpSed parts
// made, for the package.json a package manager reads its scripts from.
func withoutVersionBumps(parts []*Part, mades [][]made) [][]made {
	return withoutMadeBy(mades, func(i int) bool { return versionBumpSed(parts[i]) })
}
