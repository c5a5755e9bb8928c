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
		"LESSOPEN": true, "LESSCLOSE": true, "LESSEDIT": true, "BROWSER": true, "RSYNC_RSH": true,
		"GIT_PROXY_COMMAND": true, "PROMPT_COMMAND": true,
		// Other tools' pagers, editors, browsers and remote shells (rt16h F1).
		"PSQL_PAGER": true, "PSQL_EDITOR": true, "GH_PAGER": true, "GH_EDITOR": true, "GH_BROWSER": true,
		"AWS_PAGER": true, "BAT_PAGER": true, "DELTA_PAGER": true, "KUBE_EDITOR": true,
		"SYSTEMD_EDITOR": true, "SUDO_EDITOR": true, "FCEDIT": true, "SVN_EDITOR": true, "CVSEDITOR": true,
		"HGEDITOR": true, "RSYNC_CONNECT_PROG": true, "CVS_RSH": true, "SVN_SSH": true, "BORG_RSH": true,
		"BORG_PASSCOMMAND": true, "BORG_NEW_PASSCOMMAND": true, "RESTIC_PASSWORD_COMMAND": true,
		// fzf's source commands, kubectl diff's differ, other VCSs' merge
		// tools and editors, configure's re-run shell and npm's script
		// shell (rt20d #10); the families by shape are envRunsByShape's.
		"FZF_DEFAULT_COMMAND": true, "FZF_CTRL_T_COMMAND": true, "FZF_ALT_C_COMMAND": true,
		"KUBECTL_EXTERNAL_DIFF": true, "HGMERGE": true, "P4EDITOR": true, "P4DIFF": true, "P4MERGE": true,
		"SVN_MERGE": true, "SELECTED_EDITOR": true, "JJ_EDITOR": true, "JJ_PAGER": true, "CONFIG_SHELL": true,
		"npm_config_script_shell": true, "NPM_CONFIG_SCRIPT_SHELL": true,
		"CARGO_REGISTRY_CREDENTIAL_PROVIDER": true, "CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS": true,
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
		if a.Name == nil || a.Value == nil || a.Index != nil {
			continue
		}
		if n, ok := r.envCodeValue(p, a.Name.Value, sc.conv().word(a.Value), sc); ok {
			nodes = append(nodes, n...)
			continue
		}
		if !envRunsValue(a.Name.Value) {
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
			if !ok {
				continue
			}
			if n, is := r.envCodeValue(p, name, trimWordPrefix(word, name+"=", sc.m.whole == nil), sc); is {
				nodes = append(nodes, n...)
			} else if flagVars.get()[name] {
				nodes = append(nodes, r.flagVarStrings(p, name, trimWordPrefix(word, name+"=", sc.m.whole == nil), sc)...)
			} else if envRunsValue(name) {
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
