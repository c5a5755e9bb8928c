package acpproxy

import "encoding/json"

// A shell call's rawInput may carry what runs under a key ozdesk does not
// read (`commands`, `code`, `input`, `shell`, `bash`, `program` and
// `arguments` …; rt17h F5): judging the title, or a known key beside it,
// would allow what the agent may not run. So a string member of a
// rawInput that is neither a key ozdesk reads nor one known to say
// nothing of what runs (description, title, timeout …), a string or a list, makes a shell
// call's rawInput unreadable (shellOnly: another tool's rawInput, an
// edit's file_path and content, goes on).

// harmlessKey reports whether a folded rawInput key is known to say
// nothing of what runs.
func harmlessKey(folded string) bool {
	switch folded {
	case "description", "title", "timeout", "timeoutms", "timeoutseconds", "runinbackground", "isbackground",
		"reason", "justification", "explanation", "summary", "sandboxpermissions", "withescalatedpermissions",
		"yieldtimems", "maxoutputtokens", "outputbytelimit", "login", "tty", "id", "name", "kind", "prefixrule",
		"sessionid", "toolcallid":
		return true
	}
	return false
}

// readKeyOfRawInput reports whether a folded key is one readRawInput reads.
func readKeyOfRawInput(folded string) bool {
	if folded == argsKey || folded == envKey {
		return true
	}
	for _, k := range append(append([]string{}, commandKeys...), dirKeys...) {
		if k == folded {
			return true
		}
	}
	return false
}

// unreadString returns a key of f whose member is a string or a list and that
// neither readRawInput reads nor harmlessKey knows, or "".
func unreadString(f map[string]json.RawMessage) string {
	for k, v := range f {
		fk := fold(k)
		if len(v) > 0 && (v[0] == '"' || v[0] == '[') && !readKeyOfRawInput(fk) && !harmlessKey(fk) {
			return k
		}
	}
	return ""
}
