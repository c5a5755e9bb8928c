package patterns

import "testing"

// forceCloudCases (fx18d3, rt18d leftovers): a state's lock lifted by
// force and helm's --force rollback and upgrade ask as cmd.cloud-delete;
// the same verbs without force, and reads, stay quiet.
var forceCloudCases = []evalCase{
	ask("terraform force-unlock -force 1234", "cmd.cloud-delete"),
	ask("terraform -chdir=infra force-unlock 1234", "cmd.cloud-delete"),
	ask("tofu force-unlock -force abc", "cmd.cloud-delete"),
	ask("helm rollback api 0 --force", "cmd.cloud-delete"),
	ask("helm -n prod rollback api 3 --force --wait", "cmd.cloud-delete"),
	ask("helm upgrade --install api ./chart --force", "cmd.cloud-delete"),
	allow("helm rollback api 3"),
	allow("helm upgrade --install api ./chart -f values.yaml"),
	allow("helm history api"),
	allow("terraform plan"),
	allow("terraform state list"),
}

func TestForceCloudCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range forceCloudCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
