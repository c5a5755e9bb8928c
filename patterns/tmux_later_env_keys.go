package patterns

import "strings"

// tmuxCodeEnv returns the name word of `tmux set-environment` (setenv)
// when it sets a variable that makes a later program load code (BASH_ENV,
// ENV, LD_PRELOAD, PATH …: isCodeEnvVar), or a name not known here
// (rt54b B22: `tmux setenv -g BASH_ENV F`, then a session's `bash -c
// true` sourced F, where the same variable on the line asks). Unsetting
// (-u, -r) sets nothing.
func tmuxCodeEnv(ws []Word) (Word, bool) {
	for i := 0; i < len(ws); i++ {
		v, ok := ws[i].Literal()
		switch {
		case !ok:
			return ws[i], true
		case v == "--":
			if i+1 < len(ws) {
				return tmuxCodeEnvName(ws[i+1], ws[i+2:])
			}
			return Word{}, false
		case strings.HasPrefix(v, "-") && len(v) > 1:
			if strings.ContainsAny(v, "ur") {
				return Word{}, false
			}
			if strings.HasSuffix(v, "t") {
				i++ // the target
			}
		default:
			return tmuxCodeEnvName(ws[i], ws[i+1:])
		}
	}
	return Word{}, false
}

// tmuxCodeEnvName reports whether w names a variable that loads code,
// given the value words rest (tmux_later_env_names.go).
func tmuxCodeEnvName(w Word, rest []Word) (Word, bool) {
	v, ok := w.Literal()
	if !ok || tmuxStartupEnv(v, rest) {
		return w, true
	}
	return Word{}, false
}

// tmuxRootBinding returns the option word of `tmux bind-key` that binds
// a key the desk reads (a printable character, Enter, Space, Escape, Tab,
// BSpace, an arrow or a page key: no M-, C- or S- modifier, no function
// key) in the root table (-n, -T root, -Troot), which tmux takes from
// every pane before its program reads it (rt54b B17: `tmux bind -n d
// display '✓ denied …'` swallowed the operator's deny key and showed a
// false notice while the ask stayed pending). A modified key in the root
// table (`bind -n M-Left select-pane -L`, everyday) and the prefix
// table's keys leave the desk's keys alone.
func tmuxRootBinding(ws []Word) (Word, bool) {
	var root *Word
	for i := 0; i < len(ws); i++ {
		v, ok := ws[i].Literal()
		if !ok {
			return ws[i], true
		}
		if !strings.HasPrefix(v, "-") || v == "--" {
			if v == "--" {
				i++
			}
			if root == nil || i >= len(ws) {
				return Word{}, false
			}
			key, ok := ws[i].Literal()
			if !ok || tmuxDeskKey(key) {
				return *root, true
			}
			return Word{}, false
		}
		if strings.Contains(v, "n") && !strings.Contains(v, "T") {
			root = &ws[i]
			continue
		}
		if t := strings.Index(v, "T"); t >= 0 {
			at, table := ws[i], v[t+1:]
			if table == "" && i+1 < len(ws) {
				i++
				tv, tok := ws[i].Literal()
				if !tok {
					return ws[i], true
				}
				table = tv
			}
			if table == "root" {
				root = &at
			}
		}
	}
	return Word{}, false
}

// tmuxDeskKey reports whether a tmux key name is one the desk reads: no
// modifier and no function key.
func tmuxDeskKey(key string) bool {
	if strings.HasPrefix(key, "M-") || strings.HasPrefix(key, "C-") || strings.HasPrefix(key, "S-") || strings.HasPrefix(key, "^") {
		return false
	}
	if len(key) >= 2 && key[0] == 'F' && key[1] >= '0' && key[1] <= '9' {
		return false
	}
	return true
}
