package patterns

import "fmt"

// RailClusterWide: an allow that pins a namespace and names a
// cluster-scoped kind, with what it acts on left wild.
const RailClusterWide Rail = "cluster-wide"

// clusterKindRail refuses a kubectl (oc, kubecolor) stage of an allow that
// pins the namespace (-n=staging) and names a cluster-scoped kind as its
// resource word (`ns`, `nodes`, `pv`, `crd`: match_scope_cluster.go)
// while a word after it is wild (`*`, `**`, a glob, a class, a flag's
// wild value): kubectl ignores -n for such a kind, so `kubectl delete ns
// -n=staging **` reads as "in staging" and deletes any namespace of the
// cluster, production's too, or every node with `--all` (rt53 N13). The
// pattern written word for word (`kubectl delete ns -n=staging prod`),
// what the card's first suggestion is, passes; so does a kind widened to
// `*`, which the matcher does not let stand for a cluster-scoped kind
// under a pin.
func clusterKindRail(st Stage) *RailError {
	if st.Program.Kind != ElemLiteral || !kubeResourceCLI(st.Program.Text) {
		return nil
	}
	cs := compileStage(&st, st.Program.Text)
	if !pinsNamespace(cs) || len(cs.ops) < 2 {
		return nil
	}
	kind := cs.ops[1]
	if kind.Kind != ElemLiteral || !clusterKindWord(kind.Text) {
		return nil
	}
	wild := ""
	for _, e := range st.Words {
		switch {
		case e.Kind == ElemFlag && e.Value != nil && e.Value.Kind != ElemLiteral && e.Text != "-n" && e.Text != "--namespace":
			wild = printFlag(e)
		case e.Kind != ElemFlag && e.Kind != ElemLiteral:
			wild = printElem(e, false)
		}
		if wild != "" {
			break
		}
	}
	if wild == "" {
		return nil
	}
	return &RailError{Rail: RailClusterWide,
		Msg: fmt.Sprintf("%s is cluster-wide and %s ignores -n for it: %s stands for any of the cluster's, not only the pinned namespace's",
			kind.Text, st.Program.Text, wild),
		Hint: "write what it acts on word for word, or leave -n out so the rule says what it allows"}
}
