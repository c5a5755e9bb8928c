package patterns

// kubectl deletes that are a developer's chores (fx46c, rt45 everyday:
// `kubectl delete job migrate -n dev` and `kubectl delete configmap x -n
// dev` asked as cloud deletes, certain). Decided: a Job is a run that is
// over or is made again by applying its manifest, and a ConfigMap is
// settings the next apply writes back; deleting one by name in a namespace
// the line names as a development one (dev, development, local, test,
// testing, ci, sandbox, dev-*, *-dev) is the pod-level chore a named pod's
// delete is. Everything else asks as before: other kinds (deployment,
// statefulset, service, namespace, pvc, secret, cronjob …), a Job or
// ConfigMap with no namespace (the context's, which may be prod) or in
// another namespace, a selector or `--all`, and `-f FILE` (the file may
// hold any kind, and a Namespace object in it is deleted whatever `-n`
// says).

// kubeChoreKinds are the kinds whose named delete is a chore in a
// development namespace.
var kubeChoreKinds = []string{"job", "jobs", "job.batch", "configmap", "configmaps", "cm"}

// kubeChoreNamespaces are the namespaces read as development ones.
var kubeChoreNamespaces = []string{"dev", "development", "local", "test", "testing", "ci", "sandbox", "dev-*", "*-dev", "staging", "qa"}

// kubeDoneSelectors are the field selectors that pick only pods whose
// containers have all ended: a sweep of them stops nothing that runs
// (fx53n, rt50 A14).
var kubeDoneSelectors = []string{"status.phase==Failed", "status.phase=Failed", "status.phase==Succeeded", "status.phase=Succeeded"}

// kubeChoreExcept returns the cloud-delete exceptions for those chores,
// for kubectl, kubecolor and oc, with -n or --namespace before or after
// the verb, and the kind/name spelling.
func kubeChoreExcept() []string {
	var out []string
	for _, prog := range []string{"kubectl", "kubecolor", "oc"} {
		for _, ns := range kubeChoreNamespaces {
			for _, flag := range []string{"-n", "--namespace"} {
				for _, kind := range kubeChoreKinds {
					out = append(out,
						prog+" delete "+kind+" * "+flag+"="+ns,
						prog+" "+flag+"="+ns+" delete "+kind+" *",
						prog+" delete "+kind+"/* "+flag+"="+ns,
						prog+" "+flag+"="+ns+" delete "+kind+"/*")
				}
			}
		}
		for _, kind := range []string{"pod", "pods", "po"} {
			for _, sel := range kubeDoneSelectors {
				out = append(out, prog+" ** delete "+kind+" --field-selector="+sel+" **",
					prog+" ** delete --field-selector="+sel+" "+kind+" **")
			}
		}
	}
	return out
}

// kubeRolloutExcept returns the cloud-delete exceptions for a workload's
// image set (`kubectl -n staging set image deploy/web web=acme/web:sha`)
// in a namespace of kubeChoreNamespaces (fx53n, rt50 A14 V112): a
// rollout there is the team's daily deploy of what it builds. With no
// namespace, or in any other, it asks as before ([workload-change]).
func kubeRolloutExcept() []string {
	var out []string
	for _, prog := range []string{"kubectl", "oc"} {
		for _, ns := range kubeChoreNamespaces {
			for _, flag := range []string{"-n", "--namespace"} {
				out = append(out,
					prog+" "+flag+"="+ns+" set image * *", prog+" "+flag+"="+ns+" set image * * *",
					prog+" set image * * "+flag+"="+ns, prog+" set image * * * "+flag+"="+ns)
			}
		}
	}
	return out
}

// kubeChoreDoc is what DEFAULTS.md says of kubeChoreExcept.
const kubeChoreDoc = " Decided (fx46c, rt45): a Job or a ConfigMap deleted by name in a namespace the line names as a development one (`dev`, `development`, `local`, `test`, `testing`, `ci`, `sandbox`, `dev-*`, `*-dev`) is a developer's chore, as one pod's delete is: " +
	"`kubectl delete job migrate -n dev`, `kubectl -n dev delete cm app-config` (`--namespace` too) are left alone; a Job is a run that is over or is made again by applying its manifest, a ConfigMap settings the next apply writes back. " +
	"Every other kind, a Job or ConfigMap with no namespace (the context's, which may be production's) or in another one, a second `-n`, a selector or `--all`, `-f FILE` and `--context` still ask. " +
	"Decided (fx53n, rt50 A14): `staging` and `qa` are read as such namespaces too (`kubectl delete job migrate-123 -n staging`, `kubectl delete configmap app-config -n staging` are left alone), " +
	"and so is a workload's image set there (`kubectl -n staging set image deploy/web web=acme/web:sha-abc123`: the team's daily rollout of what it builds), which asks with no namespace or in any other (`kubectl -n prod set image deploy/web web=eve/x`); " +
	"a sweep of the pods that have ended (`kubectl -n staging delete po --field-selector=status.phase==Failed`, `=Succeeded` too) is left alone in any namespace: it stops nothing that runs. " +
	"A selector by label (`kubectl delete pod -l app=web -n staging`) and `-f k8s/job.yaml` still ask, as fx49s decided."
