package patterns

import (
	"path"
	"strings"
)

// deskToolGlob returns the desk tool (deskToolName) a copy's source word
// spelled with a glob may match, or "" (rt56b D3: `cp /usr/bin/tm*
// /tmp/h7`, `cp /usr/bin/tm[u]x …`, `cp /usr/*/tmux …`, `cp /bin/kil? k`
// made a copy of tmux or kill that ran unasked under its new name). The
// word is literal text and globs only; its last name, as a pattern, is
// matched against each tool's name. A last name that is a glob alone
// (`*`, `?*`) counts only in a directory of programs (a `bin` or `sbin`
// in its path): `cp * /tmp/backup` copies a project's files.
func deskToolGlob(w Word) string {
	var pat strings.Builder
	glob := false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
			for _, c := range s.Text {
				if strings.ContainsRune(`*?[\`, c) {
					pat.WriteByte('\\')
				}
				pat.WriteRune(c)
			}
		case SegGlob:
			glob = true
			pat.WriteString(s.Text)
		default:
			return ""
		}
	}
	if !glob {
		return ""
	}
	full := pat.String()
	dir, base := path.Split(full)
	if strings.Trim(base, "*?") == "" && !strings.Contains("/"+dir, "/bin/") && !strings.Contains("/"+dir, "/sbin/") {
		return ""
	}
	for _, tool := range deskToolNames {
		if ok, err := path.Match(base, tool); err == nil && ok {
			return tool
		}
	}
	return ""
}
