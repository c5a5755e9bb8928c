package patterns

import (
	"fmt"
	"strings"
)

// Some of a harness's switches that turn off what judges it have an
// environment form (rt29i #1 to #3): Claude Code reads CLAUDE_CODE_SIMPLE
// as --bare, CLAUDE_CODE_SAFE_MODE as --safe-mode and
// CLAUDE_CODE_RESTRICTED as --restricted, each when its value is 1, true,
// yes or on (any case, trimmed: its own test, in 2.1.332); Gemini CLI
// 0.61.0 trusts the folder as --skip-trust does when
// GEMINI_CLI_TRUST_WORKSPACE is exactly "true"; opencode 1.18.33 merges
// OPENCODE_PERMISSION's JSON over its configured permissions, so one
// holding "allow" relaxes them as --auto does. A harness run with one of
// these set so (as a prefix, through env, or exported earlier in the
// line), or set to a value the line does not show, is read as the switch
// is: unreadable (foreign code). A value the harness reads as off
// (CLAUDE_CODE_SIMPLE=0, GEMINI_CLI_TRUST_WORKSPACE=false, a permission
// holding no "allow") leaves the part as it is.

// harnessEnvSwitch tells whether name, set to val (known when the line
// shows it), turns off a check of program, and what it then does.
func harnessEnvSwitch(program, name, val string, known bool) (string, bool) {
	claudeOn := !known || contains([]string{"1", "true", "yes", "on"}, strings.ToLower(strings.TrimSpace(val)))
	switch {
	case program == "claude" && name == "CLAUDE_CODE_SIMPLE":
		return "runs as --bare does: the hooks of its settings and plugins, ozdesk's among them, never fire", claudeOn
	case program == "claude" && name == "CLAUDE_CODE_SAFE_MODE":
		return "runs as --safe-mode does: its hooks, plugins and MCP servers off", claudeOn
	case program == "claude" && name == "CLAUDE_CODE_RESTRICTED":
		return "runs as --restricted does: the user, project and local settings that hold its hooks ignored", claudeOn
	case (program == "gemini" || program == "qwen") && name == "GEMINI_CLI_TRUST_WORKSPACE":
		return "trusts the folder as --skip-trust does, so the MCP servers, hooks and tool commands of its settings start", !known || val == "true"
	case program == "opencode" && name == "OPENCODE_PERMISSION":
		return "merges these permissions over its own and might approve tools without asking, as --auto does", !known || strings.Contains(val, "allow")
	}
	return "", false
}

// envSet is one assignment of a variable in the line: where, its value,
// and whether the line shows that value.
type envSet struct {
	at        int // the part that sets it, -1 when not known
	name, val string
	known     bool
}

// harnessEnvSwitches marks the harness parts run with one of
// harnessEnvSwitch's variables set on, in their own environment or
// earlier in the line.
func (r *reading) harnessEnvSwitches(ord *order) {
	var earlier []envSet
	for i, p := range r.cmd.Parts {
		if harnessPrograms.get()[p.Program] {
			continue
		}
		pairs, lits := envAssigns(p)
		for k, kv := range pairs {
			earlier = append(earlier, envSet{at: i, name: kv[0], val: kv[1], known: lits[k]})
		}
	}
	for name, f := range r.vars {
		for _, w := range f.words {
			v, ok := w.Literal()
			earlier = append(earlier, envSet{at: -1, name: name, val: v, known: ok})
		}
		if len(f.words) == 0 {
			earlier = append(earlier, envSet{at: -1, name: name})
		}
	}
	for i, p := range r.cmd.Parts {
		if !harnessPrograms.get()[p.Program] || p.Unreadable != nil {
			continue
		}
		var sets []envSet
		pairs, lits := envAssigns(p)
		for k, kv := range pairs {
			sets = append(sets, envSet{at: i, name: kv[0], val: kv[1], known: lits[k]})
		}
		for _, s := range earlier {
			if s.at < 0 || s.at == i || ord.after(s.at, i) {
				sets = append(sets, s)
			}
		}
		for _, s := range sets {
			does, on := harnessEnvSwitch(p.Program, s.name, s.val, s.known)
			if !on {
				continue
			}
			r.effectUnreadable(i, UnreadableForeignCode, p.Span, fmt.Sprintf(
				"%s=%s: %s %s, so what it runs is not judged.", s.name, shownValue(s), p.Program, does))
			break
		}
	}
}

// shownValue is an assignment's value for a reason: as the line shows
// it, or … when it does not.
func shownValue(s envSet) string {
	if !s.known {
		return "…"
	}
	return quoteRaw(s.val)
}
