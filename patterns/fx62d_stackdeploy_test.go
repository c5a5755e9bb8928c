package patterns

import "testing"

// fx62dStackDeployCases (fx62d, issue 7): the stack tools' deploys that
// change a deployed stack with no change set shown to a person ask as
// terraform's apply -auto-approve does, through the package runners
// too; every ask row was allowed before. The allow rows only plan,
// prepare or confirm.
var fx62dStackDeployCases = []evalCase{
	ask(`cdk deploy`, "cmd.cloud-delete"),
	ask(`cdk deploy --all --require-approval never`, "cmd.cloud-delete"),
	ask(`cdk --profile prod deploy ApiStack`, "cmd.cloud-delete"),
	ask(`cdk watch`, "cmd.cloud-delete"),
	ask(`npx cdk deploy`, "cmd.cloud-delete"),
	ask(`npx aws-cdk deploy ApiStack`, "cmd.cloud-delete"),
	ask(`pnpm exec cdk deploy --all`, "cmd.cloud-delete"),
	ask(`yarn cdk deploy`, "cmd.cloud-delete"),
	ask(`cdktf deploy --auto-approve`, "cmd.cloud-delete"),
	ask(`npx cdktf-cli apply --auto-approve`, "cmd.cloud-delete"),
	ask(`sam deploy`, "cmd.cloud-delete"),
	ask(`sam deploy --no-confirm-changeset --stack-name api`, "cmd.cloud-delete"),
	ask(`sam sync --watch`, "cmd.cloud-delete"),
	ask(`aws cloudformation deploy --template-file t.yml --stack-name s`, "cmd.cloud-delete"),
	ask(`aws --region eu-west-1 cloudformation update-stack --stack-name s --template-body file://t.yml`, "cmd.cloud-delete"),
	ask(`aws cloudformation execute-change-set --change-set-name c --stack-name s`, "cmd.cloud-delete"),
	ask(`aws cloudformation update-stack-set --stack-set-name s`, "cmd.cloud-delete"),
	ask(`serverless deploy`, "cmd.cloud-delete"),
	ask(`sls deploy --stage prod`, "cmd.cloud-delete"),
	ask(`npx serverless deploy`, "cmd.cloud-delete"),
	ask(`yarn sls deploy`, "cmd.cloud-delete"),
	ask(`sst deploy --stage prod`, "cmd.cloud-delete"),
	ask(`pnpm exec sst deploy`, "cmd.cloud-delete"),
	ask(`eb terminate --force`, "cmd.cloud-delete"),
	ask(`eb terminate prod-env --force`, "cmd.cloud-delete"),
	ask(`amplify push --yes`, "cmd.cloud-delete"),
	ask(`amplify push -y`, "cmd.cloud-delete"),
	ask(`amplify publish --yes`, "cmd.cloud-delete"),
	ask(`npx @aws-amplify/cli push --yes`, "cmd.cloud-delete"),
	ask(`terragrunt run-all apply`, "cmd.cloud-delete"),
	ask(`terragrunt run-all apply --terragrunt-non-interactive`, "cmd.cloud-delete"),
	ask(`terragrunt run --all apply`, "cmd.cloud-delete"),
	ask(`terragrunt run --all -- apply`, "cmd.cloud-delete"),
	ask(`terragrunt apply --all`, "cmd.cloud-delete"),
	ask(`terragrunt apply-all`, "cmd.cloud-delete"),
	// What only plans, prepares or confirms, and help.
	allow(`cdk diff`),
	allow(`cdk synth`),
	allow(`cdk ls`),
	allow(`npx cdk diff ApiStack`),
	allow(`cdk deploy --require-approval any-change`),
	allow(`cdk deploy --require-approval=any-change --all`),
	allow(`cdk deploy --no-execute`),
	allow(`cdk deploy --method=prepare-change-set`),
	allow(`cdk deploy --help`),
	allow(`cdktf deploy`),
	allow(`cdktf synth`),
	allow(`sam deploy --confirm-changeset`),
	allow(`sam deploy --no-execute-changeset`),
	allow(`sam deploy --guided`),
	allow(`sam build`),
	allow(`sam deploy --help`),
	allow(`sam publish`),
	allow(`aws cloudformation create-change-set --stack-name s --change-set-name c`),
	allow(`aws cloudformation deploy --template-file t.yml --stack-name s --no-execute-changeset`),
	allow(`aws cloudformation describe-stacks`),
	allow(`aws cloudformation describe-change-set --change-set-name c`),
	allow(`aws cloudformation validate-template --template-body file://t.yml`),
	allow(`aws cloudformation create-stack --stack-name s --template-body file://t.yml`),
	allow(`sls deploy list`),
	allow(`serverless package`),
	allow(`sst dev`),
	allow(`amplify push`),
	allow(`amplify status`),
	allow(`eb terminate`),
	allow(`eb deploy`),
	allow(`pulumi preview`),
	allow(`terragrunt plan`),
	allow(`terragrunt run-all plan`),
	allow(`terragrunt run --all plan`),
	allow(`terragrunt run-all validate`),
}

func TestFx62dStackDeploy(t *testing.T) { runCases(t, fx62dStackDeployCases) }

// fx62dStackDeployAlready are the stack tools' changes that asked
// before fx62d and must go on asking (the brief's "check each").
var fx62dStackDeployAlready = []evalCase{
	ask(`aws cloudformation delete-stack --stack-name s`, "cmd.cloud-delete"),
	ask(`pulumi up --yes`, "cmd.cloud-delete"),
	ask(`pulumi destroy --yes`, "cmd.cloud-delete"),
	ask(`terragrunt run-all destroy`, "cmd.cloud-delete"),
	ask(`terragrunt apply -auto-approve`, "cmd.cloud-delete"),
	ask(`cdk destroy --force`, "cmd.cloud-delete"),
	ask(`serverless remove`, "cmd.cloud-delete"),
}

func TestFx62dStackDeployAlready(t *testing.T) { runCases(t, fx62dStackDeployAlready) }

// TestFx62dStackDeployBecause checks that a deploy's ask says what
// [plan-apply] says of terraform's: a might, on the verb, never a
// certain delete (rt39 E320).
func TestFx62dStackDeployBecause(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, class string }{
		{"cdk deploy", "stack-deploy"},
		{"npx cdk deploy", "stack-deploy"},
		{"sam deploy", "stack-deploy"},
		{"aws cloudformation deploy --template-file t.yml --stack-name s", "stack-deploy"},
		{"sst deploy", "stack-deploy"},
		{"amplify push --yes", "stack-deploy"},
		{"terragrunt run-all apply", "plan-apply"},
	} {
		checkFx40cBecause(t, pol, c.cmd, guardedContext("/home/op/proj"), "cmd.cloud-delete", c.class, "might")
	}
}

// TestFx62dStackDeployArg checks that [stack-deploy:VERB] refuses a verb
// no stack tool deploys with: a pattern that can never match is refused
// when written.
func TestFx62dStackDeployArg(t *testing.T) {
	for _, c := range []struct {
		arg string
		ok  bool
	}{{"deploy", true}, {"execute-change-set", true}, {"destroy", false}, {"", false}} {
		if _, msg := checkStackDeployArg(c.arg); (msg == "") != c.ok {
			t.Errorf("checkStackDeployArg(%q): %q, want ok %v", c.arg, msg, c.ok)
		}
	}
}
