package patterns

import "testing"

// cliCredentialCases (rt44 §4): credentials minted or stored by other
// CLIs, and ssh's known hosts rewritten, ask as cmd.credentials; their
// read-only verbs do not.
var cliCredentialCases = []evalCase{
	ask("ssh-keygen -R github.com", "cmd.credentials"),
	ask("flyctl tokens create deploy", "cmd.credentials"),
	ask("fly tokens create deploy -x 999999h", "cmd.credentials"),
	ask("heroku authorizations:create", "cmd.credentials"),
	ask("doctl auth init -t TOKEN", "cmd.credentials"),
	ask("glab auth login --token X", "cmd.credentials"),
	ask("vault login -method=userpass username=x", "cmd.credentials"),
	ask("poetry config pypi-token.pypi X", "cmd.credentials"),
	ask("stripe login --api-key sk_live_x", "cmd.credentials"),
	ask("security add-generic-password -a x -s y -w z", "cmd.credentials"),
	allow("ssh-keygen -t ed25519 -f ./deploy_key -N ''"),
	allow("ssh-keygen -l -f key.pub"),
	allow("flyctl tokens list"),
	allow("glab auth status"),
	allow("vault status"),
	allow("poetry config virtualenvs.in-project true"),
	allow("heroku apps"),
}

func TestCLICredentialCases(t *testing.T) { runCases(t, cliCredentialCases) }
