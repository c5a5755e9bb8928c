package patterns

import (
	"strings"
	"testing"
	"time"
)

// TestFx54fClusterKindUnderPin: an allow that pins a namespace stands for
// a cluster-scoped kind only when it names the kind's word itself (rt53
// N13): kubectl ignores -n for namespaces, nodes, persistent volumes,
// CRDs, cluster roles, storage classes, webhook configurations, API
// services and priority classes, so `kubectl delete * -n=staging **`
// does not match `kubectl delete ns -n staging prod`. Namespaced kinds,
// TYPE/NAME forms of them and a pattern that names the kind are matched
// as before.
func TestFx54fClusterKindUnderPin(t *testing.T) {
	const r1 = "kubectl delete * -n=staging **"
	const ns = "kubectl delete ns -n=staging prod"
	var cases []matchCase
	for _, c := range []string{
		"kubectl delete ns -n staging prod",
		"kubectl delete namespace -n staging prod",
		"kubectl delete Namespace -n staging prod",
		"kubectl delete namespaces/prod -n staging",
		"kubectl delete ns,pods -n staging prod",
		"kubectl delete pods,ns -n staging prod",
		"kubectl delete nodes -n staging --all",
		"kubectl delete no -n staging worker-1",
		"kubectl delete pv -n staging data",
		"kubectl delete persistentvolumes -n staging --all",
		"kubectl delete crd -n staging foos.example.com",
		"kubectl delete customresourcedefinitions.apiextensions.k8s.io -n staging foos.example.com",
		"kubectl delete clusterrole -n staging admin",
		"kubectl delete clusterrolebinding -n staging admin",
		"kubectl delete storageclass -n staging --all",
		"kubectl delete sc -n staging standard",
		"kubectl delete mutatingwebhookconfiguration -n staging istio",
		"kubectl delete validatingwebhookconfigurations -n staging --all",
		"kubectl delete apiservice -n staging v1beta1.metrics.k8s.io",
		"kubectl delete priorityclass -n staging high",
		"kubectl delete clusterissuers -n staging letsencrypt",
		"kubectl delete gatewayclass -n staging istio",
		"kubectl delete pod/web-1 ns/prod -n staging",
		`kubectl delete "$KIND" -n staging prod`,
		`kubectl delete pod/web-1 "$OBJ" -n staging`,
		"kubectl -n staging delete ns prod",
		"oc delete project -n staging prod",
		"kubecolor delete ns -n staging prod",
	} {
		pat := r1
		if c[0] == 'o' {
			pat = "oc delete * -n=staging **"
		} else if c[:9] == "kubecolor" {
			pat = "kubecolor delete * -n=staging **"
		}
		cases = append(cases, matchCase{pat: pat, cmd: c, might: true})
	}
	for _, c := range []string{
		"kubectl delete pods -n staging web-1",
		"kubectl delete pod -n staging --all",
		"kubectl delete deployment -n staging web",
		"kubectl delete pod/web-1 -n staging",
		"kubectl delete pod/web-1 deploy/web -n staging",
		"kubectl delete pvc -n staging data",
		"kubectl delete configmap,secret -n staging app",
		"kubectl delete roles -n staging reader",
		"kubectl delete rolebinding -n staging reader",
		"kubectl delete pods -n staging ns", // a pod named ns
	} {
		cases = append(cases, matchCase{pat: r1, cmd: c, might: true, certain: true})
	}
	cases = append(cases,
		// the pattern names the kind itself: the operator wrote what it is
		matchCase{pat: ns, cmd: "kubectl delete ns -n staging prod", might: true, certain: true},
		matchCase{pat: ns, cmd: "kubectl delete ns -n staging dev", might: false},
		// no pin: nothing claims to be scoped, the pattern says what it says
		matchCase{pat: "kubectl delete * **", cmd: "kubectl delete ns prod", might: true, certain: true},
		matchCase{pat: "kubectl get * -n=staging **", cmd: "kubectl get nodes -n staging", might: true},
	)
	runMatchCases(t, cases)
}

// TestFx54fClusterKindRail: an allow that pins a namespace, names a
// cluster-scoped kind and leaves what it acts on wild is refused by the
// cluster-wide rail (rt53 N13): `kubectl delete ns -n=staging **` would
// delete any namespace. The same kind written word for word, a
// namespaced kind, a kind left to `*` (which the matcher keeps off
// cluster-scoped kinds) and a pattern with no pin pass.
func TestFx54fClusterKindRail(t *testing.T) {
	end := testNow.Add(24 * time.Hour)
	tests := []struct {
		pattern string
		refused bool
	}{
		{"kubectl delete ns -n=staging **", true},
		{"kubectl delete namespace -n=staging *", true},
		{"kubectl delete nodes -n=staging **", true},
		{"kubectl delete pv -n=staging data-*", true},
		{"kubectl delete crd -n=staging -l=*", true},
		{"kubectl delete clusterrolebinding --namespace=staging **", true},
		{"oc delete project -n=staging *", true},
		{"kubectl delete ns -n=staging prod", false},
		{"kubectl delete nodes -n=staging --all", false},
		{"kubectl delete pods -n=staging **", false},
		{"kubectl delete deployment -n=staging *", false},
		{"kubectl delete * -n=staging **", false},
		{"kubectl delete ns **", false},
		{"kubectl delete namespace *", false},
	}
	for _, tt := range tests {
		r := &Rule{ID: "r1", Outcome: Allow, Reason: "why", End: end, Pattern: MustParsePattern(tt.pattern)}
		var got *RailError
		for _, e := range CheckAllow(r, nil, -1, &Context{}) {
			if e.Rail == RailClusterWide {
				got = e
			}
		}
		if (got != nil) != tt.refused {
			t.Errorf("%q: cluster-wide rail %v, want refused=%v", tt.pattern, got, tt.refused)
		}
		if got != nil && !strings.Contains(got.Error(), "guard rail cluster-wide: ") {
			t.Errorf("%q: %v", tt.pattern, got)
		}
	}
}
