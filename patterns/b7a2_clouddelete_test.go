package patterns

import "testing"

// cloudVerbCases are deletes of registries, IaC state, forges and
// platforms by their verbs' shape (defaults_cloudverbs.go, b7a). ""
// must stay allowed: reads, local or remade things, dry runs.
var cloudVerbCases = []doesCase{
	{"crane delete ghcr.io/o/x:v1", "cmd.cloud-delete"},
	{"regctl tag delete ghcr.io/o/x:v1", "cmd.cloud-delete"},
	{"regctl manifest rm ghcr.io/o/x@sha256:ab", "cmd.cloud-delete"},
	{"skopeo delete docker://ghcr.io/o/x:v1", "cmd.cloud-delete"},
	{"oras manifest delete ghcr.io/o/x:v1", "cmd.cloud-delete"},
	{"terraform state rm aws_db_instance.main", "cmd.cloud-delete"},
	{"terraform -chdir=infra state rm module.db", "cmd.cloud-delete"},
	{"tofu state rm aws_s3_bucket.b", "cmd.cloud-delete"},
	{"tofu workspace delete prod", "cmd.cloud-delete"},
	{"gh secret remove DEPLOY_KEY", "cmd.credentials"},
	{"gh variable delete X", "cmd.cloud-delete"},
	{"gh issue delete 1 --yes", "cmd.cloud-delete"},
	{"gh gist delete 1234", "cmd.cloud-delete"},
	{"gh codespace delete -c x", "cmd.cloud-delete"},
	{"gh release delete-asset v1 app.tgz", "cmd.cloud-delete"},
	{"glab variable delete X", "cmd.cloud-delete"},
	{"aws sqs purge-queue --queue-url https://sqs.x/q", "cmd.cloud-delete"},
	{"aws ec2 deregister-image --image-id ami-1", "cmd.cloud-delete"},
	{"aws cognito-idp admin-delete-user --user-pool-id p --username u", "cmd.cloud-delete"},
	{"aws organizations close-account --account-id 1", "cmd.cloud-delete"},
	{"cf delete app -f", "cmd.cloud-delete"},
	{"cf delete-service db -f", "cmd.cloud-delete"},
	{"heroku addons:destroy db -a x", "cmd.cloud-delete"},
	{"docker secret rm db_pass", "cmd.cloud-delete"},
	// Everyday: reads, local or remade things, dry runs, and a verb of
	// unknown value past aws's verb.
	{"crane ls ghcr.io/o/x", ""},
	{"skopeo inspect docker://ghcr.io/o/x:v1", ""},
	{"terraform state list", ""},
	{"terraform state show aws_s3_bucket.b", ""},
	{"terraform state rm -dry-run aws_s3_bucket.b", ""},
	{"tofu workspace list", ""},
	{"gh variable list", ""},
	{"gh cache delete --all", "cmd.cloud-delete"}, // rt23d #12: every cache of the repository deleted (fx23e4)
	{"gh run delete 1", "cmd.cloud-delete"},       // a run's logs and artifacts: asks since fx40a (rt39 D991)
	{"gh alias delete co", ""},
	{"gh extension remove o/gh-x", ""},
	{"aws sqs list-queues", ""},
	{`aws s3 ls "$BUCKET"`, ""},
	{`aws s3 cp "$FILE" s3://b/`, ""},
	{"cf apps", ""},
	{"docker secret ls", ""},
}

// TestCloudVerbDeletes checks cloudVerbCases against the defaults.
func TestCloudVerbDeletes(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", cloudVerbCases)
}
