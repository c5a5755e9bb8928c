package patterns

// Live credentials printed into the agent's context (fx35c, rt31 F6). A
// cloud or forge CLI's own login printed (`gcloud auth
// print-access-token`, `aws configure export-credentials`, `az account
// get-access-token`, `aws sts get-session-token`, `kubectl config view
// --raw`, `aws configure get aws_secret_access_key`) is the operator's
// identity handed to the agent, who may send it anywhere in a later call
// where nothing marks it as a token; `gh auth token` asked so already.
// [live-credential] is such a part whose output reaches the terminal or a
// file: it stands in no substitution, and it pipes into nothing but text
// filters (`| cat`, `| jq .`, `| tee t`). Substituted or piped to a
// program that uses it (`curl -H "Authorization: Bearer $(gcloud auth
// print-access-token)" https://storage.googleapis.com/…`, `aws ecr
// get-login-password | docker login --password-stdin …`), it is judged by
// where it goes, as before ([secret-value], [secret-stream]). The
// secrets a secret manager keeps for the project (`vault kv get`, `op
// read`, `kubectl get secret -o yaml`) are not the operator's login:
// printed to the terminal they reach the model, off the machine, and ask
// as [secret-print] (class_secret_print.go).

// textFilters pass what they read on to the terminal or a file.
var textFilters = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{"cat", "head", "tail", "tee", "jq", "gojq", "jaq", "yq", "sed", "awk", "gawk", "mawk",
		"grep", "egrep", "fgrep", "rg", "base64", "base32", "basenc", "tr", "cut", "sort", "uniq", "xxd", "od",
		"hexdump", "less", "more", "column", "fold", "rev", "nl", "paste", "pr", "fmt", "expand", "strings",
		"iconv", "gzip", "xz", "bzip2", "zstd", "openssl", "gpg", "sponge", "bat", "batcat"} {
		m[p] = true
	}
	return m
}}

// judgeLiveCredential is [live-credential] (above), judged on a part's
// program word.
func judgeLiveCredential(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil || !printsLiveCredential(p) {
		return Judgement{}
	}
	if !printedHere(p, ctx, true) {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// printsLiveCredential reports whether part p prints the operator's own
// login: a token an API's CLI makes for its own use, stored credentials,
// or AWS's session keys.
func printsLiveCredential(p *Part) bool {
	if printsToken(p) || printsStoredCredential(p) {
		return true
	}
	if p.Program != "aws" {
		return false
	}
	lits, _ := litArgs(p)
	has := func(s ...string) bool { return hasAll(lits, s...) }
	return has("configure", "export-credentials") || has("sso", "get-role-credentials") ||
		has("sts") && (has("get-session-token") || has("assume-role") || has("assume-role-with-saml") ||
			has("assume-role-with-web-identity") || has("get-federation-token"))
}
