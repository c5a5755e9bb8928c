package patterns

import "strings"

// A namespace pin scopes only what lives in a namespace (rt53 N13): in
// `kubectl delete ns -n staging prod`, `delete nodes -n staging --all`,
// `delete pv …` or `delete crd …` kubectl ignores -n, because namespaces,
// nodes, persistent volumes and the other cluster-scoped kinds belong to
// no namespace. An allow that pins a namespace (`kubectl delete *
// -n=staging **`, what the editor's ctrl+t writes) therefore stands for
// such a kind only when the pattern names the kind's word itself, word
// for word; a `*`, a glob or a `**` in its place does not, and neither
// does a kind word whose value the line does not give (`"$KIND"`), which
// may be one. The part then falls to the rules below it: the defaults ask
// cmd.cloud-delete for a cluster-wide delete. A pattern that names such a
// kind under a pin and leaves what it acts on wild is refused when
// written (clusterKindRail).

// clusterKindLoose reports whether, in a kubectl (oc, kubecolor) part
// whose stage pins the namespace with a value, a resource word past the
// verb may name a cluster-scoped kind the stage does not name word for
// word. The resource word is the first operand past the verb
// (`ns,pods`, `namespaces/prod`); when it is in TYPE/NAME form, every
// later operand may be one too.
func (m *matcher) clusterKindLoose(cs *compiledStage, r *Reading) bool {
	if !kubeResourceCLI(m.part.Program) || !pinsNamespace(cs) || len(r.Operands) < 2 {
		return false
	}
	typed := false
	for k, wi := range r.Operands[1:] {
		v, ok := m.part.Words[wi].Literal()
		if !ok {
			if k == 0 || typed {
				return true // `kubectl delete "$KIND" -n staging prod`
			}
			continue
		}
		if k == 0 {
			typed = strings.Contains(v, "/")
		} else if !typed || !strings.Contains(v, "/") {
			continue // a name
		}
		if clusterKindWord(v) && !stageNamesLiteral(cs, v) {
			return true
		}
	}
	return false
}

// kubeResourceCLI reports whether program is a Kubernetes client whose
// first operand past the verb names resource kinds.
func kubeResourceCLI(program string) bool {
	switch program {
	case "kubectl", "oc", "kubecolor":

		return true
	}
	return false
}

// pinsNamespace reports whether the stage names -n/--namespace with a
// value.
func pinsNamespace(cs *compiledStage) bool {
	return contains(cs.named, "-n") && stageValues(cs, "-n") ||
		contains(cs.named, "--namespace") && stageValues(cs, "--namespace")
}

// stageNamesLiteral reports whether one of the stage's operand elements
// is the literal word w.
func stageNamesLiteral(cs *compiledStage, w string) bool {
	for _, e := range cs.ops {
		if e.Kind == ElemLiteral && !e.Tilde && e.Text == w {
			return true
		}
	}
	return false
}

// clusterKindWord reports whether a resource word (`ns`, `ns,pods`,
// `namespaces/prod`, `customresourcedefinitions.apiextensions.k8s.io`)
// names a cluster-scoped kind.
func clusterKindWord(w string) bool {
	if i := strings.IndexByte(w, '/'); i >= 0 {
		w = w[:i]
	}
	for _, kind := range strings.Split(w, ",") {
		kind = strings.ToLower(kind)
		if i := strings.IndexByte(kind, '.'); i >= 0 {
			kind = kind[:i] // its API group: crd.apiextensions.k8s.io
		}
		if clusterKind(kind) {
			return true
		}
	}
	return false
}

// clusterKind reports whether a lower-case resource name (singular,
// plural or short) is a cluster-scoped kind of Kubernetes or OpenShift,
// or one named for the cluster (clusterroles, cert-manager's
// clusterissuers, kyverno's clusterpolicies: custom resources named so
// are cluster-scoped by convention).
func clusterKind(k string) bool {
	if strings.HasPrefix(k, "cluster") {
		return true
	}
	switch k {
	case "ns", "no", "pv", "crd", "crds", "sc", "pc", "csr", "cs", "psp", "scc":

		return true // short names
	case "namespace", "namespaces", "node", "nodes", "persistentvolume", "persistentvolumes",
		"customresourcedefinition", "customresourcedefinitions", "storageclass", "storageclasses",
		"csidriver", "csidrivers", "csinode", "csinodes", "volumeattachment", "volumeattachments",
		"mutatingwebhookconfiguration", "mutatingwebhookconfigurations", "validatingwebhookconfiguration",
		"validatingwebhookconfigurations", "validatingadmissionpolicy", "validatingadmissionpolicies",
		"validatingadmissionpolicybinding", "validatingadmissionpolicybindings", "mutatingadmissionpolicy",
		"mutatingadmissionpolicies", "mutatingadmissionpolicybinding", "mutatingadmissionpolicybindings",
		"apiservice", "apiservices", "priorityclass", "priorityclasses", "certificatesigningrequest",
		"certificatesigningrequests", "ingressclass", "ingressclasses", "runtimeclass", "runtimeclasses",
		"flowschema", "flowschemas", "prioritylevelconfiguration", "prioritylevelconfigurations",
		"componentstatus", "componentstatuses", "podsecuritypolicy", "podsecuritypolicies", "ipaddress",
		"ipaddresses", "servicecidr", "servicecidrs", "deviceclass", "deviceclasses", "resourceslice",
		"resourceslices", "volumesnapshotclass", "volumesnapshotclasses", "gatewayclass", "gatewayclasses":
		return true
	case "project", "projects", "projectrequest", "projectrequests", "securitycontextconstraints", "user",
		"users", "group", "groups", "identity", "identities", "oauthclient", "oauthclients", "image",
		"images", "machineconfig", "machineconfigs", "machineconfigpool", "machineconfigpools":
		return true // OpenShift's: a project is a namespace
	}
	return false
}
