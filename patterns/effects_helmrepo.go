package patterns

import (
	"fmt"
	"strings"
)

// A chart repository added earlier in the line, then installed from:
// `helm repo add X URL && helm install r X/app` runs the templates and
// hooks of a chart fetched from URL, as `curl -o i.sh URL && sh i.sh`
// runs a script fetched from it. The install (helm install, upgrade,
// and their abbreviations; helmfile is left to its own file) of a chart
// named below a repository the line added is unreadable (made-then-run).
// A repository added from a directory (file://, a path) is not fetched.

// helmInstallVerbs are helm's verbs that install a chart.
var helmInstallVerbs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"install": true, "i": true, "upgrade": true}
}}

// helmRepoAdded returns the name a `helm repo add NAME URL` part adds
// ("" when not literal), and whether p is one fetching from a URL.
func helmRepoAdded(p *Part) (string, bool) {
	if p.Program != "helm" {
		return "", false
	}
	var ops []Word
	for _, w := range p.Args() {
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "-") {
			continue
		}
		ops = append(ops, w)
	}
	if len(ops) < 4 || !isLit(ops[0], "repo") || !isLit(ops[1], "add") {
		return "", false
	}
	if u, ok := ops[3].Literal(); ok && (strings.HasPrefix(u, "file://") || !strings.Contains(u, "://")) {
		return "", false
	}
	name, _ := ops[2].Literal()
	return name, true
}

// helmChartFrom returns the word of a helm install or upgrade part that
// names a chart below repository name (any repository when name is "").
func helmChartFrom(p *Part, name string) (Word, bool) {
	if p.Program != "helm" {
		return Word{}, false
	}
	verb := false
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		switch {
		case strings.HasPrefix(lit, "-"):
			continue
		case !verb:
			if !helmInstallVerbs.get()[lit] {
				return Word{}, false
			}
			verb = true
		case strings.HasPrefix(lit, ".") || strings.HasPrefix(lit, "/"):
			continue // a chart on disk
		case name == "" && strings.Contains(lit, "/") || name != "" && strings.HasPrefix(lit, name+"/"):
			return w, true
		}
	}
	return Word{}, false
}

// helmRepoThenInstall marks the installs from a chart repository an
// earlier part of the line added from a URL.
func (r *reading) helmRepoThenInstall(ord *order) {
	for i, p := range r.cmd.Parts {
		name, ok := helmRepoAdded(p)
		if !ok {
			continue
		}
		for j, q := range r.cmd.Parts {
			if j == i || q.Unreadable != nil || !ord.after(i, j) {
				continue
			}
			if w, ok := helmChartFrom(q, name); ok {
				r.effectUnreadable(j, UnreadableMadeRun, w.Span, fmt.Sprintf(
					"%s installs a chart from the repository that %s added earlier in the line, so its templates and hooks are code fetched from there.",
					quoteRaw(q.Text()), quoteRaw(p.Text())))
			}
		}
	}
}
