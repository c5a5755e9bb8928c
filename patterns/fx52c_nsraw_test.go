package patterns

import "testing"

// TestFx52cNamespacePinRaw: kubectl's --raw sends its request to the
// path it names whatever the other words and the pinned namespace say
// (rt50k NEW-2), so an allow that pins a namespace does not stand for
// it; the flags that stay inside the namespace, a file, and helm's
// values file are matched as before.
func TestFx52cNamespacePinRaw(t *testing.T) {
	const dep = "kubectl delete deployment -n=staging **"
	const del = "kubectl delete -n=staging **"
	runMatchCases(t, []matchCase{
		{pat: dep, cmd: "kubectl delete deployment -n staging web --raw /api/v1/namespaces/prod", might: true},
		{pat: dep, cmd: "kubectl delete deployment -n staging web --raw=/api/v1/namespaces/prod", might: true},
		{pat: dep, cmd: "kubectl delete deployment -n staging x --raw=/api/v1/nodes/node1", might: true},
		{pat: dep, cmd: "kubectl delete deployment --raw /apis/apps/v1/namespaces/prod/deployments -n staging x", might: true},
		{pat: "kubectl delete deployment --namespace=staging **", cmd: "kubectl delete deployment --namespace staging web --raw /api/v1/namespaces/prod", might: true},
		{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging web --raw /api/v1/namespaces/prod", might: true},
		{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging web --raw=/api/v1/namespaces/prod", might: true},
		{pat: "kubecolor delete pods -n staging **", cmd: "kubecolor delete pods -n staging web --raw /api/v1/namespaces/prod", might: true},
		// Everyday, inside the namespace, matched as before.
		{pat: dep, cmd: "kubectl delete deployment -n staging web", might: true, certain: true},
		{pat: dep, cmd: "kubectl delete deployment -n staging --all", might: true, certain: true},
		{pat: dep, cmd: "kubectl delete deployment -n staging -l app=web", might: true, certain: true},
		{pat: del, cmd: "kubectl delete -n staging -f web.yaml", might: true, certain: true},
		{pat: "kubectl apply -n=staging **", cmd: "kubectl apply -n staging -f deploy.yaml", might: true, certain: true},
		{pat: "kubectl apply -n=staging **", cmd: "kubectl apply -n staging -k overlays/staging", might: true, certain: true},
		{pat: "helm upgrade -n=staging **", cmd: "helm upgrade -n staging web ./chart -f values.yaml", might: true, certain: true},
		// A pattern that pins no namespace, or names --raw itself, is not narrowed.
		{pat: "kubectl get --raw=* **", cmd: "kubectl get --raw /healthz", might: true, certain: true},
		{pat: "kubectl get -n=staging --raw=* **", cmd: "kubectl get -n staging --raw /healthz", might: true, certain: true},
		{pat: "kubectl delete deployment web **", cmd: "kubectl delete deployment web --raw /x", might: true, certain: true},
	})
}
