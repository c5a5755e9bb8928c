package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// envCommandVars are environment variables whose value programs run as a
// command string (git's GIT_SSH_COMMAND, a pager, an editor): setting one
// before a command, or exporting it, hands that command on.
var envCommandVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"GIT_SSH_COMMAND": true, "GIT_SSH": true, "GIT_PAGER": true, "PAGER": true,
		"MANPAGER": true, "SYSTEMD_PAGER": true, "GIT_EDITOR": true, "EDITOR": true,
		"VISUAL": true, "GIT_SEQUENCE_EDITOR": true, "GIT_EXTERNAL_DIFF": true,
		"GIT_ASKPASS": true, "SSH_ASKPASS": true, "SUDO_ASKPASS": true, "LESSOPEN": true,
		"LESSCLOSE": true, "BROWSER": true, "RSYNC_RSH": true, "GIT_PROXY_COMMAND": true,
		"PROMPT_COMMAND": true,
	}
}}

// assignStrings reads the command strings in assignments (FOO=… cmd,
// export FOO=…, env FOO=… cmd): the value of each variable named in
// envCommandVars or buildToolVars, and the programs named in flagVars'
// values (nested_buildopts.go). p is the part they stand on, or nil for assignments
// alone, whose nested parts then have no parent.
func (r *reading) assignStrings(p *Part, assigns []*syntax.Assign, sc scope) []*Node {
	var nodes []*Node
	for _, a := range assigns {
		if a.Name != nil && a.Value != nil && a.Index == nil && flagVars.get()[a.Name.Value] {
			nodes = append(nodes, r.flagVarStrings(p, a.Name.Value, sc.conv().word(a.Value), sc)...)
			continue
		}
		if a.Name == nil || a.Value == nil || a.Index != nil || !envRunsValue(a.Name.Value) {
			continue
		}
		nodes = append(nodes, r.envString(p, a.Name.Value, sc.conv().word(a.Value), sc)...)
	}
	return nodes
}

// wrapperAssignStrings reads NAME=VALUE words given to wrappers (env, sudo).
func (r *reading) wrapperAssignStrings(p *Part, sc scope) []*Node {
	var nodes []*Node
	for _, w := range p.Wrappers {
		for _, word := range w.Words[1:] {
			lit, _ := litPrefix(word)
			name, _, ok := strings.Cut(lit, "=")
			if ok && flagVars.get()[name] {
				nodes = append(nodes, r.flagVarStrings(p, name, trimWordPrefix(word, name+"=", sc.m.whole == nil), sc)...)
			} else if ok && envRunsValue(name) {
				nodes = append(nodes, r.envString(p, name, trimWordPrefix(word, name+"=", sc.m.whole == nil), sc)...)
			}
		}
	}
	return nodes
}

// envString reads val, the value of variable name, as a command string.
func (r *reading) envString(p *Part, name string, val Word, sc scope) []*Node {
	if p != nil {
		return r.nestedWord(p, name+"=", val, FeedNone, sc)
	}
	// An assignment alone: nothing hands the string on yet, so its parts
	// have no parent; they stand one level deep all the same.
	holder := &Part{Index: -1}
	nodes := r.nestedWord(holder, name+"=", val, FeedNone, sc)
	return nodes
}
