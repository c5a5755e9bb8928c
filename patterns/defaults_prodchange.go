package patterns

// prodChangePatterns are cmd.cloud-delete's patterns for changes that take
// a cluster's or a stack's workloads down as surely as a delete, with no
// delete verb (fx19c, rt19d #6): a running deployment's image, environment
// or resources swapped in place (`kubectl set image`/`env`/…), every pod
// evicted from the nodes tainted NoExecute, an object's finalizers patched
// away (what they guard is deleted unguarded), a namespace's pod-security
// admission turned to privileged; terraform's, tofu's and terragrunt's
// apply without the plan shown to a person (`-auto-approve`; a might,
// [plan-apply]: the plan may delete nothing), and
// pulumi's `up --yes`. helm's `upgrade` and `rollback` without --force are
// left alone (fx18d3 decided them everyday; rt19d #6 asks again: open), and so,
// since fx44r2 (rt44), is `kubectl rollout undo`: a rollback to the
// revision that ran before deletes nothing, as helm's does not. Reads and
// previews stay quiet: `kubectl get`/`describe`/`logs`, `terraform plan`,
// `pulumi preview`, `helm template`, and `terraform apply` without
// -auto-approve, which shows its plan and waits for a person to type yes
// (an agent's terminal gives it none, and the apply stops), and `kubectl
// edit`, which opens an editor for a person (an editor the line sets,
// KUBE_EDITOR, is read as a command of its own).
func prodChangePatterns() []string {
	out := []string{
		"kubectl ** [workload-change] * **",
		"kubectl ** taint ** *:NoExecute **",
		"kubectl ** patch -p=*finalizers* **", "kubectl ** patch --patch=*finalizers* **",
		"kubectl ** label ** pod-security.kubernetes.io/enforce=privileged* **",
		"pulumi ** up --yes **", "pulumi ** up -y **", "pulumi ** update --yes **", "pulumi ** update -y **",
	}
	for _, tf := range []string{"terraform", "tofu", "terragrunt"} {
		out = append(out, tf+" ** [plan-apply] -auto-approve **", tf+" ** [plan-apply] --auto-approve **",
			tf+" ** [plan-apply] -auto-approve=true **")
	}
	for _, k := range []string{"kubecolor", "oc"} {
		out = append(out, k+" ** [workload-change] * **")
	}
	return out
}

// prodChangeExcept are those CLIs' dry runs and help, and kubectl's
// own configuration (`kubectl config set …` writes the kubeconfig).
var prodChangeExcept = []string{
	"kubectl config **", "kubecolor config **", "oc config **",
	"kubectl ** set --dry-run=* **", "kubectl ** set --dry-run **",
	"kubectl ** set --help **",
}
