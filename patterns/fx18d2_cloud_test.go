package patterns

import "testing"

// fx18d2CloudCases (fx18d2, rt18d #6): state, stacks and database roles deleted or taken away by verbs other than delete-* ask;
// the same CLIs' reads and everyday verbs do not. (Local dev clusters
// were here; since fx28e3 they are left alone: fx28e3_local_test.go.)
var fx18d2CloudCases = []evalCase{
	ask("terraform state push -force empty.tfstate", "cmd.cloud-delete"),
	ask("tofu state push -force x.tfstate", "cmd.cloud-delete"),
	ask("terraform taint aws_db_instance.prod", "cmd.cloud-delete"),
	ask("terraform -chdir=infra taint aws_db_instance.prod", "cmd.cloud-delete"),
	ask("sam delete --stack-name prod --no-prompts", "cmd.cloud-delete"),
	ask("copilot app delete --yes", "cmd.cloud-delete"),
	ask("copilot svc delete --name api --env prod --yes", "cmd.cloud-delete"),
	ask("dropuser admin", "cmd.cloud-delete"),
	ask("sudo -u postgres dropuser app", "cmd.cloud-delete"),
	ask("gh repo archive o/r -y", "cmd.cloud-delete"),
	ask("aws sqs purge-queue --queue-url https://sqs.x/q", "cmd.cloud-delete"),
	ask("aws organizations close-account --account-id 123456789012", "cmd.cloud-delete"),
	ask("psql -c 'REVOKE ALL ON DATABASE prod FROM app'", "cmd.credentials"),
	ask("mysql -e 'REVOKE SELECT ON db.* FROM app'", "cmd.credentials"),
	ask(`mongosh --eval 'db.revokeRolesFromUser("app", ["readWrite"])'`, "cmd.credentials"),
	ask(`mongosh --eval 'db.dropUser("app")'`, "cmd.credentials"),
	allow("terraform state push s.tfstate"),
	allow("terraform state list"),
	allow("terraform untaint aws_db_instance.prod"),
	allow("sam deploy --guided"),
	allow("sam build"),
	allow("copilot svc ls"),
	allow("kind create cluster"),
	allow("kind get clusters"),
	allow("minikube status"),
	allow("minikube start"),
	allow("k3d cluster list"),
	allow("createuser app"),
	allow("gh repo view o/r"),
	allow("psql -c 'select 1'"),
	allow(`psql -c "select 'revoke x from y' as s"`),
	allow("psql -c 'SHOW GRANTS'"),
}

func TestFx18d2CloudCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx18d2CloudCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
