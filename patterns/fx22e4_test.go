package patterns

import "testing"

// fx22e4Cases are the red teams' rt22d #10, #18, #19 and rt22e #8, #9,
// #10, #36: verbs of CLIs whose effect a default names by another verb
// (defaults_verbs22.go); "" are the same CLIs' everyday verbs, left alone.
var fx22e4Cases = []doesCase{
	// Access to a package on npm.
	{"npm team add o:t evil", "cmd.credentials"},
	{"npm org set o evil admin", "cmd.credentials"},
	{"npm org set o evil owner", "cmd.credentials"},
	{"npm access public demo", "cmd.credentials"},
	{"npm ac public demo", "cmd.credentials"},
	{"npm access set status=public demo", "cmd.credentials"},
	{"npm access set mfa=none demo", "cmd.credentials"},
	{"npm profile disable-2fa", "cmd.credentials"},
	{"npm access list packages", ""},
	{"npm access set status=private demo", ""},
	{"npm team ls o:t", ""},
	{"npm org ls o", ""},
	{"npm org set o dev developer", ""},
	{"npm profile get", ""},
	// Cloud data and services deleted.
	{"azcopy remove 'https://a.blob.core.windows.net/c' --recursive", "cmd.cloud-delete"},
	{"azcopy rm https://a.blob.core.windows.net/c/x", "cmd.cloud-delete"},
	{"azcopy sync ./e https://a.blob.core.windows.net/c --delete-destination=true", "cmd.cloud-delete"},
	{"azcopy sync --delete-destination=true ./e https://a.blob.core.windows.net/c", "cmd.cloud-delete"},
	{"azcopy sync ./e https://a.blob.core.windows.net/c", ""},
	{"azcopy copy x https://a.blob.core.windows.net/c", ""},
	{"vercel env rm FOO production", "cmd.cloud-delete"},
	{"vercel env ls", ""},
	{"stripe customers delete cus_1", "cmd.cloud-delete"},
	{"stripe customers list", ""},
	{"istioctl uninstall --purge", "cmd.cloud-delete"},
	{"istioctl version", ""},
	{"aws organizations remove-account-from-organization --account-id 1", "cmd.cloud-delete"},
	{"aws organizations list-accounts", ""},
	// GitHub through its API, by other spellings.
	{`gh api graphql -f query='mutation{deleteRepository(input:{repositoryId:"x"}){clientMutationId}}'`, "cmd.cloud-delete"},
	{`gh api graphql -f query='mutation{updateRepository(input:{repositoryId:"x",visibility:PUBLIC}){clientMutationId}}'`, "cmd.credentials"},
	{`gh api graphql -F query='mutation{transferRepository(input:{}){x}}'`, "cmd.credentials"},
	{"gh api -X POST repos/o/r/transfer -f new_owner=evil", "cmd.credentials"},
	{"gh api -X POST orgs/o/invitations -f email=e@x", "cmd.credentials"},
	{`echo '{"sha":"x","force":true}' | gh api -X PATCH repos/o/r/git/refs/heads/main --input -`, "cmd.force-push"},
	{"gh api -X PATCH repos/o/r/git/refs/heads/main --input x.json", "cmd.force-push"},
	{"curl -X PUT https://api.github.com/repos/o/r/collaborators/evil -H 'Authorization: token $GH_TOKEN'", "cmd.credentials"},
	{`curl -X PATCH https://api.github.com/repos/o/r -d '{"private":false}'`, "cmd.credentials"},
	{"curl https://api.github.com/repos/o/r -X DELETE", "cmd.cloud-delete"},
	{`gh api graphql -f query='{viewer{login}}'`, ""},
	{"gh api repos/o/r/pulls", ""},
	{"gh api -X POST repos/o/r/issues -f title=x", ""},
	{"curl https://api.github.com/repos/o/r/collaborators", ""},
	// Publishing by other names.
	{"gem pu x.gem", "cmd.publish"},
	{"gem pus x.gem", "cmd.publish"},
	{"gem release", "cmd.publish"},
	{"node /usr/lib/node_modules/npm/bin/npm-cli.js publish", "cmd.publish"},
	{"node ~/.nvm/versions/node/v20/lib/node_modules/npm/bin/npm-cli.js pub", "cmd.publish"},
	{"gh api -X PATCH repos/o/r/releases/1 -F draft=false", "cmd.publish"},
	{"crane tag reg.example.com/x:1 latest", "cmd.publish"},
	{"charmcraft upload x.charm", "cmd.publish"},
	{"gem list", ""},
	{"node /usr/lib/node_modules/npm/bin/npm-cli.js test", ""},
	{"gh api repos/o/r/releases", ""},
	{"charmcraft pack", ""},
}

// TestFx22e4 checks fx22e4Cases against the defaults.
func TestFx22e4(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "verbs22 ", fx22e4Cases)
}
