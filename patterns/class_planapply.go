package patterns

// judgePlanApply is [plan-apply]: a word terraform, tofu or terragrunt
// reads as its apply subcommand, in a pattern that says the plan is not
// shown to a person (-auto-approve). It is only ever a might: what the
// apply changes is its plan, which the line does not show; it may change
// or destroy nothing (rt39 E320: `terraform apply -auto-approve` was said
// to certainly delete, because `-auto-approve`). A word that is not
// literal might be apply.
func judgePlanApply(_ string, w Word, _ *Context) Judgement {
	if v, ok := w.Literal(); ok && v != "apply" {
		return Judgement{}
	}
	return Judgement{Might: true}
}
