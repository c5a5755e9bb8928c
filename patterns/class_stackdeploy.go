package patterns

// stackDeployVerbs are the verbs [stack-deploy:VERB] may name: the words
// the stack tools (cdk, cdktf, sam, serverless, sst, amplify, aws
// cloudformation) read as the verb that changes a deployed stack to what
// the project now describes.
var stackDeployVerbs = []string{
	"deploy", "watch", "sync", "push", "publish", "apply",
	"update-stack", "update-stack-set", "update-stack-instances", "execute-change-set",
}

// judgeStackDeploy is [stack-deploy:VERB]: a word a stack tool reads as
// VERB, which changes a deployed stack without its change set shown to a
// person (the pattern names the program and what says no person is shown
// it). As [plan-apply] is, it is only ever a might: what the deploy
// replaces or deletes is the difference between the stack and the
// project's template, which the line does not show; it may delete
// nothing. A word that is not literal might be VERB.
func judgeStackDeploy(verb string, w Word, _ *Context) Judgement {
	if v, ok := w.Literal(); ok && v != verb {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// checkStackDeployArg accepts the verbs of stackDeployVerbs.
func checkStackDeployArg(arg string) (string, string) {
	for _, v := range stackDeployVerbs {
		if v == arg {
			return arg, ""
		}
	}
	return "", "no stack tool's deploying verb is " + arg + " (deploy, watch, sync, push, publish, apply, update-stack, update-stack-set, update-stack-instances, execute-change-set)"
}
