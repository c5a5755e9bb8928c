package patterns

// fx62d's patterns (issue 7): the stack tools' deploys that change or
// delete a deployed stack with no change set shown to a person ask as
// cmd.cloud-delete, a might ([stack-deploy:VERB], class_stackdeploy.go),
// as terraform's `apply -auto-approve` does ([plan-apply]). Wired into
// the table by withVerbs62d (defaultTableSource). Built on first use
// (lazy.go).
var verbs62d = lazy[map[string][]string]{build: func() map[string][]string {
	out := []string{
		"cdk [stack-deploy:deploy] **", "cdk [stack-deploy:watch] **",
		"sam [stack-deploy:deploy] **", "sam [stack-deploy:sync] **",
		"serverless [stack-deploy:deploy] **", "sls [stack-deploy:deploy] **", "sst [stack-deploy:deploy] **",
		"eb terminate --force **",
		// terragrunt's run-all (and run --all, apply --all, apply-all)
		// gives each module's apply -auto-approve itself.
		"terragrunt ** run-all [plan-apply] **", "terragrunt ** run --all ** [plan-apply] **",
		"terragrunt ** [plan-apply] --all **", "terragrunt ** apply-all **",
	}
	for _, v := range []string{"deploy", "apply", "watch"} {
		out = append(out, "cdktf [stack-deploy:"+v+"] --auto-approve **")
	}
	for _, v := range []string{"push", "publish"} {
		out = append(out, "amplify [stack-deploy:"+v+"] --yes **", "amplify [stack-deploy:"+v+"] -y **")
	}
	for _, v := range []string{"deploy", "update-stack", "update-stack-set", "update-stack-instances", "execute-change-set"} {
		out = append(out, "aws ** cloudformation [stack-deploy:"+v+"] **")
	}
	return map[string][]string{"cmd.cloud-delete": out}
}}

// excepts62d are the deploys that confirm or only prepare: cdk's
// --require-approval any-change (a person confirms every change on a
// terminal; with none, the deploy stops), --no-execute and
// --method=prepare-change-set, sam's --confirm-changeset, --guided (it
// asks a person each setting and to confirm the change set) and
// --no-execute-changeset, cloudformation deploy's --no-execute-changeset,
// serverless's `deploy list`, and help.
var excepts62d = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{"cmd.cloud-delete": {
		"cdk ** deploy --require-approval=any-change **", "cdk ** deploy --no-execute **",
		"cdk ** deploy --method=prepare-change-set **",
		"sam ** deploy --confirm-changeset **", "sam ** deploy --no-execute-changeset **",
		"sam ** deploy --guided **", "sam ** deploy -g **",
		"aws ** cloudformation deploy --no-execute-changeset **",
		"serverless deploy list **", "sls deploy list **",
		"cdk --help **", "cdk -h **", "cdktf --help **", "sam --help **", "sam -h **",
		"serverless --help **", "serverless -h **", "sls --help **", "sls -h **", "sst --help **",
		"amplify --help **", "amplify -h **", "eb --help **", "eb -h **",
	}}
}}

// docs62d is what DEFAULTS.md says, per default, of verbs62d.
func docs62d() map[string]string {
	return map[string]string{
		"cmd.cloud-delete": " And (fx62d, issue 7): the other stack tools' deploys that change a deployed stack with no change set shown to a person ask as terraform's `apply -auto-approve` does, a might ([stack-deploy:VERB]: the change is the difference between the stack and the project's template, which the line does not show, and may replace or delete nothing): " +
			"`cdk deploy` (its default `--require-approval broadening` asks only of security changes; a replaced database is not one) and `cdk watch`, `cdktf deploy --auto-approve` (`apply`, `watch`), `sam deploy` and `sam sync`, `serverless deploy`/`sls deploy`, `sst deploy`, `amplify push --yes`/`publish --yes`, " +
			"`aws cloudformation deploy`, `update-stack`, `update-stack-set`, `update-stack-instances` and `execute-change-set`, terragrunt's `run-all apply` (`run --all apply`, `apply --all`, `apply-all`: terragrunt gives each module's apply -auto-approve), and `eb terminate --force` (an environment deleted); through the package runners too (`npx cdk deploy`, `npx aws-cdk deploy`, `pnpm exec sst deploy`, `yarn sls deploy`). " +
			"Left alone, as what only plans, prepares or confirms: `cdk diff`/`synth`/`ls`, `cdk deploy --no-execute` and `--method=prepare-change-set`, `cdktf deploy` without --auto-approve and `amplify push` without --yes (each waits for a person), `sam deploy --confirm-changeset` and `--guided` (a person answers each setting and confirms the change set; samconfig.toml's `confirm_changeset` is not read: `sam deploy` alone asks) and `--no-execute-changeset`, `aws cloudformation deploy --no-execute-changeset`, `create-change-set`, `describe-*`, `validate-template`, `package`, `pulumi preview`, `terragrunt plan` and `run-all plan`, `serverless deploy list`, `sst dev` (a personal stage), and help. " +
			"Decided: `cdk deploy --require-approval any-change` is left alone: on a terminal cdk shows every change and waits for a person's y; with no terminal (an agent's) it stops with an error and deploys nothing. `--require-approval never` and `broadening` ask. `create-stack` and `eb deploy` are left alone (a new stack, an application version: nothing deployed before is deleted).",
	}
}

// examples62d are, per default, examples of verbs62d for
// TestDefaultExamples: what asks, and what is left alone.
func examples62d() map[string][2][]string {
	return map[string][2][]string{
		"cmd.cloud-delete": {{"cdk deploy", "sam deploy", "aws cloudformation deploy --template-file t.yml --stack-name s", "terragrunt run-all apply"},
			{"cdk diff", "cdk deploy --require-approval any-change", "sam deploy --confirm-changeset", "terragrunt run-all plan"}},
	}
}

// withVerbs62d adds verbs62d's patterns, excepts, documentation and
// examples to the defaults of infos.
func withVerbs62d(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs62d.get(), excepts62d.get(), docs62d(), examples62d())
}
