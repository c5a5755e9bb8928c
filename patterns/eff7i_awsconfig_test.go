package patterns

import "testing"

// awsConfigureCases (rt16d #13): aws configure set of a region, an
// output format or a pager is everyday; credentials, a credential
// process, a role or an endpoint still ask.
var awsConfigureCases = []evalCase{
	allow("aws configure set region eu-west-1"),
	allow("aws configure set output json --profile dev"),
	allow("aws configure set --profile dev region us-east-1"),
	allow("aws configure set default.region eu-central-1"),
	allow("aws configure set profile.ci.output text"),
	allow("aws configure set cli_pager ''"),
	ask("aws configure set aws_secret_access_key abc", "cmd.credentials"),
	ask("aws configure set aws_access_key_id AKIA --profile dev", "cmd.credentials"),
	ask("aws configure set credential_process /tmp/x", "cmd.credentials"),
	ask("aws configure set profile.x.role_arn arn:aws:iam::1:role/r", "cmd.credentials"),
	ask("aws configure set endpoint_url https://x.example", "cmd.credentials"),
	ask("aws configure set region eu-west-1 aws_secret_access_key", "cmd.credentials"),
	ask(`aws configure set "$K" v`, "cmd.credentials"),
}

func TestAwsConfigureCases(t *testing.T) { runCases(t, awsConfigureCases) }
