package patterns

import "strings"

// An allow that names a flag's value scopes what a program acts on by it
// (`kubectl delete deployment web -n staging`, `terraform destroy
// -target=module.test.*`, `docker run -v /srv/data:/data …`), but the
// cluster, workspace or engine that value is read against is chosen
// elsewhere: by a variable (KUBECONFIG, TF_WORKSPACE, DOCKER_HOST …) the
// line sets, as a prefix or earlier (`export KUBECONFIG=…;`), by a flag
// the rule does not name (`--context prod`, even past a **), or by an
// earlier part that switches it (`kubectl config use-context prod &&`,
// `terraform workspace select prod &&`, `docker context use prod &&`).
// Then the value means something the operator did not allow, and the
// allow does not match: the part falls to the rules below it (rt35v F13).
// Ask and refuse rules are not narrowed so.

// scopeSpec is what chooses where a program's flag values apply.
type scopeSpec struct {
	vars     []string // variables the program reads
	prefixes []string // and every variable starting so
	flags    []string // flags, by every canonical name
}

// scopeSpecs is the table of programs whose flag values are read against
// a cluster, workspace or engine chosen elsewhere.
var scopeSpecs = lazy[map[string]*scopeSpec]{build: func() map[string]*scopeSpec {
	kube := &scopeSpec{vars: []string{"KUBECONFIG"},
		flags: []string{"--kubeconfig", "--context", "--cluster", "-s", "--server", "--user", "--token", "--as"}}
	helm := &scopeSpec{vars: []string{"KUBECONFIG", "HELM_KUBECONTEXT", "HELM_KUBEAPISERVER", "HELM_KUBETOKEN", "HELM_NAMESPACE"},
		flags: []string{"--kubeconfig", "--kube-context", "--kube-apiserver", "--kube-token"}}
	tf := &scopeSpec{vars: []string{"TF_WORKSPACE", "TF_DATA_DIR", "TF_CLI_CONFIG_FILE"}, prefixes: []string{"TF_VAR_", "TF_CLI_ARGS"},
		flags: []string{"-chdir", "-state", "-var", "-var-file"}}
	engine := &scopeSpec{vars: []string{"DOCKER_HOST", "DOCKER_CONTEXT", "DOCKER_CONFIG", "CONTAINER_HOST", "CONTAINER_CONNECTION"},
		flags: []string{"-H", "--host", "-c", "--context", "--config", "--connection", "--url"}}
	return map[string]*scopeSpec{"kubectl": kube, "oc": kube, "kubecolor": kube, "helm": helm,
		"terraform": tf, "tofu": tf, "docker": engine, "podman": engine}
}}

// scopeMoved reports whether the cluster, workspace or engine part's flag
// values are read against may be one the line chose: a variable of the
// program's the line may set, a scope flag the stage does not name, or
// an earlier part that switched it (Part.rescoped).
func scopeMoved(cs *compiledStage, part *Part, r *Reading) bool {
	sp := scopeSpecs.get()[part.Program]
	if sp == nil {
		return false
	}
	if part.rescoped || pinWidened(cs, part, r) {
		return true
	}
	for _, v := range sp.vars {
		if part.line != nil && part.line.maySet(v) {
			return true
		}
	}
	if len(sp.prefixes) > 0 && lineSetsPrefixed(part, sp.prefixes) {
		return true
	}
	for k := range r.Flags {
		f := &r.Flags[k]
		names := append([]string{f.Name}, f.also...)
		for _, n := range names {
			if contains(sp.flags, n) && !contains(cs.named, n) {
				return true
			}
		}
	}
	return false
}

// lineSetsPrefixed reports whether the part's prefix assignments, or the
// line's text, set a variable whose name starts with one of prefixes.
func lineSetsPrefixed(part *Part, prefixes []string) bool {
	for _, a := range part.Assigns {
		for _, pre := range prefixes {
			if strings.HasPrefix(a, pre) {
				return true
			}
		}
	}
	if part.line == nil {
		return false
	}
	for _, pre := range prefixes {
		if strings.Contains(part.line.src, pre) {
			return true
		}
	}
	return false
}
