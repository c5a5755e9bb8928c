package patterns

// verbs22 are, per default, more verbs of CLIs whose effect a default
// already names by another verb (fx22e4, from the red teams rt22d and
// rt22e):
//
//   - cmd.credentials: who may publish or reach a package changed on
//     npm (`npm team add`, `npm org set ORG USER admin|owner`, a package
//     made public or its two-factor rule dropped: `npm access public`,
//     `npm access set status=public`, `npm access set mfa=none`, `npm
//     profile disable-2fa`), as `npm owner add` and `npm access grant`
//     already were;
//   - cmd.cloud-delete: Azure storage emptied by azcopy (`azcopy remove`,
//     `azcopy rm`, `azcopy sync … --delete-destination=true`), a project's
//     secrets taken off Vercel (`vercel env rm`), live Stripe objects
//     deleted (`stripe customers delete cus_…`), a service mesh purged
//     (`istioctl uninstall`), an account removed from an AWS organization;
//   - cmd.force-push: a branch moved on GitHub through its API with a
//     body gh reads from a file or standard input (`gh api -X PATCH
//     repos/o/r/git/refs/heads/main --input x.json`, which may hold
//     "force": true), or GraphQL's updateRef with force;
//   - cmd.credentials and cmd.cloud-delete, through GitHub's API by other
//     spellings than its REST verbs' (GraphQL mutations named in a
//     literal query: deleteRepository, transferRepository,
//     updateRepository with a visibility, branch protection rules; a
//     repository transferred or an organization invitation sent; curl
//     to api.github.com changing collaborators, memberships or a
//     repository, as `gh api -X` does);
//   - cmd.publish: RubyGems' unique prefixes of push (`gem pu`, `gem pus`),
//     npm run through node by its script's path (`node …/npm-cli.js
//     publish`, any of npm's prefixes of publish, as `npm pu*` is), gem
//     release (the gem-release plugin pushes), a GitHub release taken out
//     of draft through the API (`gh api -X PATCH …/releases/1 -F
//     draft=false`, as `gh release edit --draft=false` is), an image tag
//     moved by `crane tag`, a charm uploaded or released.
//
// Built on first use, as every table is (lazy.go).
var verbs22 = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.credentials": {
			"npm team add **", "npm org set * * admin **", "npm org set * * owner **",
			"npm ac* public **", "npm ac* set status=public **", "npm ac* set mfa=none **",
			"npm ac* 2fa-not-required **", "npm prof* disable-2fa **",
			"gh api -f=*transferRepository* **", "gh api -F=*transferRepository* **", "gh api --field=*transferRepository* **", "gh api --raw-field=*transferRepository* **",
			"gh api -f=*updateRepository*visibility* **", "gh api -F=*updateRepository*visibility* **", "gh api --field=*updateRepository*visibility* **", "gh api --raw-field=*updateRepository*visibility* **",
			"gh api -f=*BranchProtectionRule* **", "gh api -F=*BranchProtectionRule* **", "gh api --field=*BranchProtectionRule* **", "gh api --raw-field=*BranchProtectionRule* **",
			"gh api -X=POST *transfer **", "gh api -X=POST *invitations **", "gh api -X=PUT *invitations* **",
			"curl -X=PUT ** *api.github.com/*collaborators* **", "curl -X=DELETE ** *api.github.com/*collaborators* **",
			"curl -X=PUT ** *api.github.com/*memberships* **", "curl -X=POST ** *api.github.com/*transfer **",
			"curl -X=PATCH ** *api.github.com/repos/* **",
		},
		"cmd.cloud-delete": {
			"azcopy remove **", "azcopy rm **", "azcopy sync --delete-destination=true **",
			"vercel env rm **", "vercel env remove **",
			"stripe ** delete **",
			"istioctl ** uninstall **",
			"aws organizations remove-account-from-organization **", "aws organizations delete-organization **",
			"aws organizations leave-organization **",
			"gh api -f=*deleteRepository* **", "gh api -F=*deleteRepository* **", "gh api --field=*deleteRepository* **", "gh api --raw-field=*deleteRepository* **",
			"gh api -f=*deleteRef* **", "gh api -F=*deleteRef* **", "gh api --field=*deleteRef* **", "gh api --raw-field=*deleteRef* **",
			"curl -X=DELETE ** *api.github.com/repos/* **",
		},
		"cmd.force-push": {
			"gh api -X=PATCH --input=* ** *git/refs/heads/* **", "gh api -f=*updateRef*force* **", "gh api -F=*updateRef*force* **", "gh api --field=*updateRef*force* **", "gh api --raw-field=*updateRef*force* **",
		},
		"cmd.publish": {"gem pu **", "gem pus **", "gem release **", "node* */npm-cli.js pu* **",
			"gh api ** *releases/* -F=draft=false **", "gh api ** *releases/* -f=draft=false **",
			"crane tag **", "charmcraft upload **", "charmcraft release **"},
	}
}}
