package patterns

import "testing"

// fx62bDoorCases: doors that print a secret to the terminal ask
// cmd.credentials (fx62b, issue 7); every ask row was allowed on the base
// (88bacec7). Their everyday neighbours stay allowed.
var fx62bDoorCases = []evalCase{
	ask("kubectl get --raw /api/v1/namespaces/default/secrets", "cmd.credentials"),
	ask("kubectl get --raw=/api/v1/secrets", "cmd.credentials"),
	ask("kubectl get --raw /api/v1/namespaces/default/%73ecrets/db", "cmd.credentials"),
	ask("oc get --raw '/api/v1/namespaces/prod/secrets?limit=5'", "cmd.credentials"),
	ask("helm get manifest rel", "cmd.credentials"),
	ask("helm get hooks rel -n prod", "cmd.credentials"),
	ask("docker compose exec web env", "cmd.credentials"),
	ask("docker compose exec -T db printenv", "cmd.credentials"),
	ask("docker-compose exec api env", "cmd.credentials"),
	ask("npm config get //registry.npmjs.org/:_authToken", "cmd.credentials"),
	ask("pnpm config get //npm.pkg.github.com/:_authToken", "cmd.credentials"),
	ask("yarn config get npmAuthToken --no-redacted", "cmd.credentials"),
	ask("git config --get http.https://github.com/.extraheader", "cmd.credentials"),
	ask("git config --get-all http.extraheader", "cmd.credentials"),
	ask("git config get http.https://github.com/.extraHeader", "cmd.credentials"),
	ask("gpg -d secrets.gpg", "cmd.credentials"),
	ask("gpg --decrypt ~/vault/db.asc", "cmd.credentials"),
	ask("gpg -qd s.gpg", "cmd.credentials"),
	ask("cat s.gpg | gpg", "cmd.credentials"),
	ask("gpg < s.gpg", "cmd.credentials"),
	ask("gpg2 s.gpg", "cmd.credentials"),
	// Everyday neighbours.
	allow("kubectl get pods"),
	allow("kubectl get --raw /healthz"),
	allow("kubectl get --raw /api/v1/namespaces/default/configmaps"),
	allow("kubectl get --raw /apis/apps/v1/namespaces/default/deployments/secrets-rotator"),
	allow("helm get notes rel"),
	allow("helm list"),
	allow("docker compose exec web ls"),
	allow("docker compose config"),
	allow("docker compose up -d"),
	allow("npm config get registry"),
	allow("npm token list"),
	allow("pnpm config get store-dir"),
	allow("git config --get user.name"),
	allow("git config --get remote.origin.url"),
	allow("gpg --verify x.sig"),
	allow("gpg --verify x.sig x.tar.gz"),
	allow("gpg --list-keys"),
	allow("gpg -k"),
	allow("gpg -d -o plain.txt s.gpg"),
	allow("gpg --output plain.txt --decrypt s.gpg"),
	allow("gpg --armor --export bob@example.com"),
	allow("gpg -e -r bob plain.txt"),
}

// TestFx62bDoors: the rows above through the default policy; each ask row
// fails with printsThroughDoor answering false.
func TestFx62bDoors(t *testing.T) {
	fx55hRun(t, fx62bDoorCases)
}

// TestPathNamesSecrets: the secrets segment found once decoded, not a
// name that holds the word.
func TestPathNamesSecrets(t *testing.T) {
	for raw, want := range map[string]bool{
		"/api/v1/secrets":                    true,
		"/api/v1/namespaces/x/%73ecrets/db":  true,
		"/api/v1/namespaces/x/%73%65crets":   true,
		"/api/v1/namespaces/x/secrets?w=1":   true,
		"/healthz":                           false,
		"/api/v1/namespaces/secrets-ns/pods": false,
		"/api/v1/%zz/secret":                 false,
	} {
		if got := pathNamesSecrets(raw); got != want {
			t.Errorf("pathNamesSecrets(%q) = %v, want %v", raw, got, want)
		}
	}
}
