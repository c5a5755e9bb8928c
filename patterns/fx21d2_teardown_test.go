package patterns

import "testing"

// fx21d2TeardownCases are rt21d #8: the deploy loops' teardown verbs, a
// render service deleted, a credential written into the kubeconfig and
// the ssh agent's keys dropped; "" are the same CLIs' everyday verbs.
var fx21d2TeardownCases = []doesCase{
	{"skaffold delete", "cmd.cloud-delete"},
	{"skaffold delete -p prod --namespace app", "cmd.cloud-delete"},
	{"tilt down --delete-namespaces", "cmd.cloud-delete"},
	{"tilt down", "cmd.cloud-delete"},
	{"render services delete srv-1", "cmd.cloud-delete"},
	{"kubectl config set-credentials admin --token=x", "cmd.credentials"},
	{"kubectl config set users.admin.token x", "cmd.credentials"},
	{"oc config set-credentials admin --token=x", "cmd.credentials"},
	{"ssh-add -D", "cmd.credentials"},
	// Everyday.
	{"skaffold dev", ""},
	{"skaffold delete --help", ""},
	{"tilt up", ""},
	{"render services list", ""},
	{"kubectl config use-context dev", ""},
	{"kubectl config set-context --current --namespace=dev", ""},
	{"kubectl config view", ""},
	{"ssh-add ~/.ssh/id_ed25519", ""},
	{"ssh-add -l", ""},
}

// TestFx21d2Teardown checks fx21d2TeardownCases against the defaults.
func TestFx21d2Teardown(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "teardown ", fx21d2TeardownCases)
}
