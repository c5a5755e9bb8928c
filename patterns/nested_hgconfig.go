package patterns

import (
	"fmt"
	"strings"
)

// hgConfig reads Mercurial's --config SECTION.NAME=VALUE (rt22e #45):
// a hook (hooks.NAME, hooks.NAME.SUFFIX) is a command string hg runs
// with the shell when the event fires (`hg --config hooks.pre-status='rm
// -rf ~' status`), or Python code with `python:`; ui.ssh, ui.editor and
// pager.pager name programs it runs; an extension given a path loads
// Python code from it. A value that is not literal might be any of them.
func (r *reading) hgConfig(p *Part, sc scope) []*Node {
	var nodes []*Node
	for _, val := range configValues(p.Args(), sc, 0) {
		text, ok := val.Literal()
		head, _ := litPrefix(val)
		key, v, _ := strings.Cut(text, "=")
		if !ok {
			key, _, _ = strings.Cut(head, "=")
		}
		key = strings.ToLower(strings.TrimSpace(key))
		runs := strings.HasPrefix(key, "hooks.") || key == "ui.ssh" || key == "ui.editor" || key == "pager.pager"
		loads := strings.HasPrefix(key, "extensions.")
		switch {
		case !ok && (runs || loads || !strings.Contains(head, "=")):
			nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
				"hg --config is given %s, which is not literal and may set a hook or a program hg runs, so what runs is not known.", quoteRaw(val.Raw))))
		case runs && strings.HasPrefix(strings.TrimSpace(v), "python:"):
			nodes = append(nodes, r.foreign(p, val, "hg --config "+key))
		case runs && strings.TrimSpace(v) != "":
			nodes = append(nodes, r.varText(p, "hg --config "+key+"=", v, val.Span, sc)...)
		case loads && strings.ContainsAny(v, "/~$"):
			nodes = append(nodes, r.foreign(p, val, "hg --config "+key))
		}
	}
	return nodes
}
