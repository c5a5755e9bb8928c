package patterns

// kubectl's changes of a running workload in place (fx19c) ask as
// cmd.cloud-delete, whose reason speaks of deletes: [workload-change]
// names the verb as what it is (rt39 E322: `kubectl rollout undo
// deploy/api` said `undo` matched `undo`), and [pod-path] names a delete
// inside a cluster's pod as the pod's, on another machine (rt39 D047:
// `kubectl -n prod exec deploy/api -- rm -rf /data` was named
// cmd.delete-outside, files outside the task's working directory here).

// kubeFamily are the programs whose verbs and exec are kubectl's.
var kubeFamily = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"kubectl": true, "kubecolor": true, "oc": true}
}}

// judgeWorkloadChange is [workload-change]: w is kubectl's `set` verb.
// The `undo` after `rollout` was one until fx44r2 (rt44): a rollback to
// the revision that ran before deletes nothing, as `helm rollback` does
// not, and is left alone as it is.
func judgeWorkloadChange(_ string, w Word, ctx *Context) Judgement {
	if v, ok := w.Literal(); !ok || v != "set" {
		return Judgement{}
	}
	if p := ctx.partOfWord(w); p == nil || !kubeFamily.get()[p.Program] {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// judgePodPath is [pod-path]: w is a path [outside-workdir] takes, of a
// part handed to a pod by kubectl's (oc's, kubecolor's) exec, run or
// debug, directly or through a shell it runs.
func judgePodPath(arg string, w Word, ctx *Context) Judgement {
	cmd := ctx.evalCommand()
	p := ctx.partOfWord(w)
	if cmd == nil || p == nil {
		return Judgement{}
	}
	for q, seen := p, 0; q.Parent >= 0 && q.Parent < len(cmd.Parts) && seen < len(cmd.Parts); seen++ {
		q = cmd.Parts[q.Parent]
		if q == nil {
			return Judgement{}
		}
		if kubeFamily.get()[q.Program] {
			return judgeOutside(arg, w, ctx)
		}
	}
	return Judgement{}
}
