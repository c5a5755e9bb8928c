package patterns

// switchers are, per family of programs, the parts that switch the
// cluster, workspace or engine later parts of that family act on
// (match_scope.go): the words after the program, literal; "*" stands
// for any word, and a word the reader does not know may be any.
var switchers = lazy[map[string][][]string]{build: func() map[string][][]string {
	kube := [][]string{{"kubectl", "config", "use-context"}, {"kubectl", "config", "use"},
		{"kubectl", "config", "set-context"}, {"kubectl", "config", "set-cluster"},
		{"kubectl", "config", "set-credentials"}, {"kubectl", "config", "set"},
		{"kubectl", "config", "unset"}, {"kubectl", "config", "rename-context"},
		{"oc", "config", "use-context"}, {"oc", "login"}, {"oc", "project"}, {"kubectx"}, {"kubens"}}
	tf := [][]string{{"terraform", "workspace", "select"}, {"terraform", "workspace", "new"},
		{"tofu", "workspace", "select"}, {"tofu", "workspace", "new"}}
	engine := [][]string{{"docker", "context", "use"}, {"podman", "system", "connection", "default"}}
	return map[string][][]string{"kubectl": kube, "oc": kube, "kubecolor": kube, "helm": kube,
		"terraform": tf, "tofu": tf, "docker": engine, "podman": engine}
}}

// rescope marks each part of a program in switchers that an earlier
// part of the line may have switched to another cluster, workspace or
// engine: `kubectl config use-context prod && kubectl delete …`.
func (r *reading) rescope(ord *order) {
	parts := r.cmd.Parts
	for k, p := range parts {
		sw := switchers.get()[p.Program]
		if sw == nil {
			continue
		}
		for j, q := range parts {
			if j != k && ord.after(j, k) && switches(q, sw) {
				p.rescoped = true
				break
			}
		}
	}
}

// switches reports whether part q may be one of the switchers sw: its
// program, and the words after it in order among its words (a flag's
// value may stand between them).
func switches(q *Part, sw [][]string) bool {
	for _, s := range sw {
		if q.Program == s[0] && inOrder(q.Args(), s[1:]) {
			return true
		}
	}
	return false
}

// inOrder reports whether each word of want stands among args, in order;
// a word the reader does not know may be any.
func inOrder(args []Word, want []string) bool {
	k := 0
	for _, w := range want {
		found := false
		for ; k < len(args) && !found; k++ {
			v, lit := args[k].Literal()
			found = !lit || v == w
		}
		if !found {
			return false
		}
	}
	return true
}
